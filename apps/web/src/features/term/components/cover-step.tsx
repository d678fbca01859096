import { TERM_COVER_OPTIONS } from '@kavach/domain';
import { withCover } from '../lib/term-details.ts';
import { ChoiceStep } from './choice-step.tsx';
import type { StepProps } from './step-card.tsx';

const CHOICES = TERM_COVER_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** docs/product/review-payment-term-bike.md §2.9 step 1: the cover amount, 1 Crore chosen by default (§5.4). */
export function CoverStep({ details, ...nav }: StepProps) {
  return (
    <ChoiceStep
      {...nav}
      title="How much life cover do you need?"
      intro={
        <p className="text-sm text-slate-600">
          A common rule of thumb is 10 to 15 times your yearly income, so your family can keep their way of life.
        </p>
      }
      legend="Life cover amount"
      choices={CHOICES}
      initial={String(details.coverage)}
      save={(d, cover) => withCover(d, Number(cover))}
      layout="grid-cols-2 sm:grid-cols-3"
    />
  );
}
