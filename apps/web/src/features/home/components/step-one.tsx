import type { InsuranceFor } from '@kavach/domain/constants/insurance-for';
import { useTranslation } from 'react-i18next';
import { icons } from './icons.tsx';
import { ChoiceButton } from '../../../shared/ui/choice-card.tsx';
import { NS } from '../i18n.ts';

// docs/product/quotes.md §2, home step one: the three cards and the choice each stores.
const CARDS = [
  { choice: 'self', title: 'stepOne.self.title', blurb: 'stepOne.self.blurb' },
  { choice: 'family', title: 'stepOne.family.title', blurb: 'stepOne.family.blurb' },
  { choice: 'things', title: 'stepOne.things.title', blurb: 'stepOne.things.blurb' },
] as const satisfies readonly { choice: InsuranceFor; title: string; blurb: string }[];

export function StepOne({ onChoose }: { onChoose: (choice: InsuranceFor) => void }) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="home-heading" className="mx-auto max-w-5xl px-4 pt-10 pb-4 sm:pt-16">
      <h1 id="home-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {t('stepOne.title')}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-center text-base text-slate-600 sm:text-lg">{t('stepOne.intro')}</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.choice}>
            <ChoiceButton
              onClick={() => onChoose(card.choice)}
              title={t(card.title)}
              blurb={t(card.blurb)}
              icon={icons[card.choice]}
              arrow={false}
              className="sm:flex-col sm:items-start sm:p-6"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
