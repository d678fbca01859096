import { firstPreQuoteStep, type PreQuoteStep } from '@kavach/domain/constants/health';
import type { SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { useState } from 'react';
import { usePreQuoteJourney } from '../hooks/use-pre-quote-journey.ts';
import { FamilyDetailsStep } from './family-details-step.tsx';
import { HealthCoverSummary } from './health-cover-summary.tsx';
import { HealthInfoStep } from './health-info-step.tsx';
import { SelfDetailsStep } from './self-details-step.tsx';

/** docs/product/quotes.md §2 / §4: the steps of the health pre-quote journey, with the summary once it has started. */
export function PreQuoteJourney({
  insuranceFor,
  focusFirstStep,
  onAddFamily,
}: {
  insuranceFor: 'self' | 'family';
  focusFirstStep: boolean;
  /** Issue 17: from the self step, on to the family's members (self, spouse, children, parents). */
  onAddFamily: () => void;
}) {
  const journey = usePreQuoteJourney(insuranceFor);
  // Focus moves to a step's title only after the visitor moved there, never on first load.
  const [moved, setMoved] = useState(focusFirstStep);
  const goTo = (step: PreQuoteStep) => {
    setMoved(true);
    journey.goTo(step);
  };
  const saveMembers = (members: SelectedMember[]) => {
    setMoved(true);
    journey.saveMembers(members);
  };
  const { step, details } = journey;
  const started = details.members.length > 0;

  let form;
  if (step === 'HEALTH_INFO') {
    form = (
      <HealthInfoStep
        key={step}
        details={details}
        focusTitle={moved}
        onChange={journey.updateHealth}
        onConfirm={journey.confirmDetails}
      />
    );
  } else if (step === 'FAMILY_PERSONAL_DETAILS') {
    form = <FamilyDetailsStep key={step} saved={details.members} focusTitle={moved} onContinue={saveMembers} />;
  } else {
    form = (
      <SelfDetailsStep
        key={step}
        saved={details.members.find((m) => m.relation === 'SELF')}
        focusTitle={moved}
        onContinue={saveMembers}
        onAddFamily={(self) => {
          journey.startFamily(self);
          onAddFamily();
        }}
      />
    );
  }

  return (
    <div
      className={`mt-8 grid items-start gap-6 ${started ? 'lg:grid-cols-[20rem_minmax(0,1fr)]' : 'mx-auto max-w-2xl'}`}
    >
      {started && (
        <HealthCoverSummary details={details} step={step} membersStep={firstPreQuoteStep(insuranceFor)} onEdit={goTo} />
      )}
      <div className="min-w-0">{form}</div>
    </div>
  );
}
