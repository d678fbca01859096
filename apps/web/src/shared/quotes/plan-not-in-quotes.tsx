import { Link } from 'react-router';

/** A plan page whose plan is not in the list its address names: said plainly, with the way to the buyer's plans. */
export function PlanNotInQuotes({ to }: { to: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-bold text-slate-900">This plan is not in your quotes</h1>
      <p className="mt-2 text-slate-600">The quote may have expired or been made for someone else.</p>
      <Link to={to} className="mt-4 inline-block font-semibold text-brand-700 underline">
        See your plans
      </Link>
    </div>
  );
}
