import { paths } from '../../../shared/config/paths.ts';
import { ChoiceLink } from '../../../shared/ui/choice-card.tsx';

const OPTIONS = [
  { title: 'Bike Insurance', blurb: 'Own damage and third-party cover for two-wheelers', to: paths.bike },
  { title: 'Car Insurance', blurb: 'Comprehensive cover for your car', to: paths.car },
];

/** docs/product/quotes.md §2: "things" has no health journey; offer the covers that insure things instead. */
export function ThingsOptions() {
  return (
    <div className="mx-auto mt-8 max-w-2xl">
      <p className="text-slate-700">Health cover is for people. For your things, choose one of these:</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <li key={option.to}>
            <ChoiceLink to={option.to} title={option.title} blurb={option.blurb} />
          </li>
        ))}
      </ul>
    </div>
  );
}
