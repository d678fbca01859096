import type { InsuranceFor } from '@kavach/domain/constants/insurance-for';
import { icons } from './icons.tsx';
import { ChoiceButton } from '../../../shared/ui/choice-card.tsx';

// docs/product/quotes.md §2, home step one: the three cards and the choice each stores.
const CARDS: { choice: InsuranceFor; title: string; blurb: string }[] = [
  { choice: 'self', title: 'Insure Myself', blurb: 'Health and life cover for you' },
  { choice: 'family', title: 'For Your Loved Ones', blurb: 'Family, parents, in-laws and grandparents' },
  { choice: 'things', title: 'For Your Things', blurb: 'Your bike or your car' },
];

export function StepOne({ onChoose }: { onChoose: (choice: InsuranceFor) => void }) {
  return (
    <section aria-labelledby="home-heading" className="mx-auto max-w-5xl px-4 pt-10 pb-4 sm:pt-16">
      <h1 id="home-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Insurance made Simple, for You
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-center text-base text-slate-600 sm:text-lg">
        Who would you like to protect? Pick one to see plans from India's insurers, side by side.
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.choice}>
            <ChoiceButton
              onClick={() => onChoose(card.choice)}
              title={card.title}
              blurb={card.blurb}
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
