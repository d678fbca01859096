import { Link } from 'react-router';

/** DESIGN.md §5: car screens are not specified yet, so an honest page with the covers that do exist. */
export default function CarInsuranceRoute() {
  return (
    <section aria-labelledby="car-heading" className="mx-auto max-w-2xl px-4 py-14 text-center">
      <h1 id="car-heading" className="text-3xl font-bold text-slate-900">
        Car insurance is coming soon
      </h1>
      <p className="mt-4 text-slate-600">
        We are still building car cover comparison. Meanwhile you can compare bike insurance for your two-wheeler, or
        health cover for your family.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to="/bike-insurance"
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Compare bike insurance
        </Link>
        <Link
          to="/health-insurance"
          className="rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Compare health insurance
        </Link>
      </div>
    </section>
  );
}
