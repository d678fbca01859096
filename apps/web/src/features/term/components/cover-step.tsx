import { TERM_COVER_OPTIONS } from '@kavach/domain';
import { useState } from 'react';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { withCover, type TermDetails } from '../lib/term-details.ts';
import { StepCard } from './step-card.tsx';

const CHOICES = TERM_COVER_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** spec 3 §2.9 step 1: the cover amount, 1 Crore chosen by default (§5.4). */
export function CoverStep({
  details,
  focusTitle,
  onContinue,
}: {
  details: TermDetails;
  focusTitle: boolean;
  onContinue: (update: (d: TermDetails) => TermDetails) => void;
}) {
  const [cover, setCover] = useState(String(details.coverage));
  return (
    <StepCard
      step={1}
      title="How much life cover do you need?"
      focusTitle={focusTitle}
      canContinue={cover !== ''}
      onSubmit={() => onContinue((d) => withCover(d, Number(cover)))}
    >
      <p className="text-sm text-slate-600">
        A common rule of thumb is 10 to 15 times your yearly income, so your family can keep their way of life.
      </p>
      <RadioGroup
        legend="Life cover amount"
        choices={CHOICES}
        value={cover}
        onChange={setCover}
        layout="grid-cols-2 sm:grid-cols-3"
      />
    </StepCard>
  );
}
