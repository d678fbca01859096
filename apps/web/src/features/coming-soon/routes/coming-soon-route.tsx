import { Link, useLocation } from 'react-router';

// Issue 2: routes whose screens later issues build say so plainly until then.
const SECTION_NAMES: [prefix: string, name: string][] = [
  ['/health', 'Health insurance'],
  ['/term-insurance', 'Term life insurance'],
  ['/bike-insurance', 'Bike insurance'],
  ['/payment', 'Payments'],
  ['/dashboard', 'Your dashboard'],
];

export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  const name = SECTION_NAMES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'This page';
  return (
    <section aria-labelledby="soon-heading" className="mx-auto max-w-2xl px-4 py-14 text-center">
      <h1 id="soon-heading" className="text-3xl font-bold text-slate-900">
        {name} is coming soon
      </h1>
      <p className="mt-4 text-slate-600">We are building this part of Kavach right now. Please check back shortly.</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Back to home
      </Link>
    </section>
  );
}
