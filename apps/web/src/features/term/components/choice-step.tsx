import { useState, type ReactNode } from 'react';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { RadioGroup, type Choice } from '../../../shared/ui/choice-group.tsx';
import type { TermDetails } from '../lib/term-details.ts';
import { StepCard, type StepProps } from './step-card.tsx';

type Props<V extends string> = Omit<StepProps, 'details'> & {
  title: string;
  legend: string;
  choices: readonly Choice<V>[];
  /**
   * The answer the step opens with: the one stored, else the spec's default (docs/product/review-payment-term-bike.md
   * §5.4), or none ('') where the buyer must choose.
   */
  initial: V | '';
  layout?: string;
  save: (details: TermDetails, value: V) => TermDetails;
  busy?: boolean;
  busyLabel?: string;
  /** Shown above the choices. */
  intro?: ReactNode;
  /** Shown below the choices. */
  children?: ReactNode;
};

/**
 * A wizard step that is one radio group: the choice is kept until Continue saves it into the answers. The choices are
 * the domain's options, their labels shown in the page's language.
 */
export function ChoiceStep<V extends string>({
  legend,
  choices,
  initial,
  layout,
  save,
  intro,
  children,
  onContinue,
  ...card
}: Props<V>) {
  const [value, setValue] = useState<V | ''>(initial);
  const td = useDomainText();
  return (
    <StepCard {...card} canContinue={value !== ''} onSubmit={() => value !== '' && onContinue((d) => save(d, value))}>
      {intro}
      <RadioGroup
        legend={legend}
        choices={choices.map((c) => ({ ...c, label: td(c.label) }))}
        value={value}
        onChange={setValue}
        layout={layout}
      />
      {children}
    </StepCard>
  );
}
