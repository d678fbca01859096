import { formatInr, lakhCroreLabel, type TTermJourneyDetailsResponse } from '@kavach/domain';
import { Panel, Row } from '../../../shared/ui/review-panel.tsx';

/** The plan and the premium as the server will charge it: riders, any loadings with their reasons, medical tests. */
export function TermPlanReview({ details }: { details: TTermJourneyDetailsResponse }) {
  const { plan, premium, underwriting } = details;
  const summary = premium.premium_summary;
  const riders = (premium.plan_premium_breakups[0]?.addons ?? []).filter((a) => a.is_opted === 'YES');
  return (
    <Panel title="Your plan" className="lg:col-span-2">
      <div className="mt-2 flex items-center gap-3">
        <img src={plan.insurer_logo_url} alt="" width={44} height={44} className="h-11 w-11 shrink-0 rounded-lg" />
        <div>
          <p className="text-sm text-slate-600">{plan.insurer_name}</p>
          <p className="text-lg font-bold text-slate-900">{plan.plan_name}</p>
        </div>
      </div>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row label="Insurer" value={plan.insurer_name} />
        <Row label="Cover" value={`₹${lakhCroreLabel(plan.sum_assured)}`} />
        <Row label="Term" value={`${plan.policy_term} years`} note={`cover till age ${plan.cover_till_age}`} />
        <Row label="Payout" value="Lump sum" />
        <Row label="Base premium" value={formatInr(summary.base_premium)} />
        {riders.map((r) => (
          <Row key={r.addon_id} label={r.display_name} value={formatInr(r.total_premium)} />
        ))}
        {underwriting.loadings.map((l) => (
          <Row key={l.condition} label={`Loading: ${l.reason}`} value={`+${l.percent}%`} />
        ))}
        <Row label="GST" value={summary.tax === 0 ? 'exempt' : formatInr(summary.tax)} />
        <Row
          label="Premium (yearly)"
          value={
            <span data-testid="term-review-premium" className="text-base font-bold">
              {formatInr(summary.total_premium)}
            </span>
          }
        />
      </dl>
      {summary.tax === 0 && <p className="mt-1 text-xs text-slate-600">GST: exempt (individual life cover)</p>}
      {underwriting.medical_tests.length > 0 && (
        <div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Medical tests the insurer needs</p>
          <ul className="mt-1 list-disc pl-5">
            {underwriting.medical_tests.map((t) => (
              <li key={t.test}>
                {t.test}: {t.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
