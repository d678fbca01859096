import { SMOKER_OPTIONS, type Smoker } from '@kavach/domain';
import { useState } from 'react';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { withSmoker, type TermDetails } from '../lib/term-details.ts';
import { StepCard } from './step-card.tsx';

const CHOICES = SMOKER_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

type Props = {
  details: TermDetails;
  focusTitle: boolean;
  busy: boolean;
  onBack: () => void;
  onContinue: (update: (d: TermDetails) => TermDetails) => void;
};

/** spec 3 §2.9 step 6: smoker or not, Non-Smoker by default (§5.4). Continue asks for the quotes (§4.12). */
export function SmokerStep({ details, focusTitle, busy, onBack, onContinue }: Props) {
  const [smoke, setSmoke] = useState<Smoker>(details.smoke);
  return (
    <StepCard
      step={6}
      title="Do you smoke or use tobacco?"
      focusTitle={focusTitle}
      onBack={onBack}
      busy={busy}
      busyLabel="Getting your quotes…"
      onSubmit={() => onContinue((d) => withSmoker(d, smoke))}
    >
      <RadioGroup legend="Tobacco use" choices={CHOICES} value={smoke} onChange={setSmoke} />
      <p className="text-sm text-slate-600">
        Answer truthfully: a claim can be refused if tobacco use was not declared.
      </p>
      <p className="text-xs text-slate-500">
        Premiums shown on the next page come from a sample catalogue and are illustrative.
      </p>
    </StepCard>
  );
}
