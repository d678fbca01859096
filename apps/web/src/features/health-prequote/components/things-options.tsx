import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';

const OPTIONS = [
  { title: 'Bike Insurance', blurb: 'Own damage and third-party cover for two-wheelers', to: paths.bike },
  { title: 'Car Insurance', blurb: 'Comprehensive cover for your car', to: paths.car },
];

/** spec 1 §2: "things" has no health journey; offer the covers that insure things instead. */
export function ThingsOptions() {
  return (
    <div className="mx-auto mt-8 max-w-2xl">
      <p className="text-slate-700">Health cover is for people. For your things, choose one of these:</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <li key={option.to}>
            <Link
              to={option.to}
              className="flex h-full items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span>
                <span className="block text-lg font-semibold text-slate-900">{option.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{option.blurb}</span>
              </span>
              <span aria-hidden="true" className="text-xl text-slate-400">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
