import type { InsuranceFor } from '@kavach/domain/constants/insurance-for';
import { stepTwoOptions, useHomeCovers } from '../../../shared/config/home-covers.ts';
import { ChoiceLink } from '../../../shared/ui/choice-card.tsx';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LineIcon } from './icons.tsx';
import { NS } from '../i18n.ts';

// docs/product/quotes.md §2, home step two: heading and prompt by choice; the options are the covers that suit it.
const STEP_TWO: Record<InsuranceFor, { heading: ParseKeys<typeof NS>; prompt?: ParseKeys<typeof NS> }> = {
  self: { heading: 'stepTwo.self.heading' },
  family: { heading: 'stepTwo.family.heading' },
  things: { heading: 'stepTwo.things.heading', prompt: 'stepTwo.things.prompt' },
};

// Decoration before Back (aria-hidden): a glyph, not a text to translate.
const BACK_ARROW = '←';

export function StepTwo({
  choice,
  onBack,
  onPick,
}: {
  choice: InsuranceFor;
  onBack: () => void;
  onPick: (clearsPreQuote: boolean) => void;
}) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const step = STEP_TWO[choice];
  const options = stepTwoOptions(useHomeCovers(), choice);
  return (
    <section aria-labelledby="home-heading" className="mx-auto max-w-3xl px-4 pt-8 pb-4 sm:pt-14">
      <button
        type="button"
        onClick={onBack}
        className="mb-6 inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">{BACK_ARROW}</span> {t('stepTwo.back')}
      </button>
      <h1 id="home-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t(step.heading)}
      </h1>
      {step.prompt && <p className="mt-3 text-lg text-slate-600">{t(step.prompt)}</p>}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.to}>
            <ChoiceLink
              to={option.to}
              onClick={() => onPick(option.clearsPreQuote)}
              title={tc(option.title)}
              blurb={tc(option.blurb)}
              icon={<LineIcon d={option.iconPath} size="small" />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
