import { formatInr, lakhCroreLabel, type TTermJourneyDetailsResponse } from '@kavach/domain';

/** The plan being bought, beside the proposal: cover, term and the premium as the server now prices it. */
export function TermProposalSummary({ details }: { details: TTermJourneyDetailsResponse | undefined }) {
  if (!details) return null;
  const { plan, premium } = details;
  return (
    <aside aria-label="Your plan" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <img src={plan.insurer_logo_url} alt="" width={44} height={44} className="h-11 w-11 shrink-0 rounded-lg" />
        <div className="min-w-0">
          <p className="text-sm text-slate-600">{plan.insurer_name}</p>
          <p className="font-bold text-slate-900">{plan.plan_name}</p>
        </div>
      </div>
      <dl className="mt-4 space-y-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Cover</dt>
          <dd className="font-semibold text-slate-900">₹{lakhCroreLabel(plan.sum_assured)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Cover till age</dt>
          <dd className="font-semibold text-slate-900">{plan.cover_till_age}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Premium</dt>
          <dd className="font-semibold text-slate-900">{formatInr(premium.premium_summary.total_premium)}/year</dd>
        </div>
      </dl>
    </aside>
  );
}
