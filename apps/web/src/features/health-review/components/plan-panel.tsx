import {
  DEDUCTIBLE_NOTE,
  POLICY_PERIOD_LABELS,
  formatInr,
  formatMonthlyShare,
  lakhCroreLabel,
  type PolicyPeriod,
  type TJourneyDetailsResponse,
} from '@kavach/domain';
import { breakdownLines, signedInr, type Premium } from '../lib/premium-breakdown.ts';
import { NOT_PROVIDED, shown } from '../lib/display-values.ts';
import { Panel, Row } from '../../../shared/ui/review-panel.tsx';

const PLAN_TYPE_LABELS: Readonly<Record<string, string>> = {
  INDIVIDUAL: 'Individual',
  FAMILY_FLOATER: 'Family Floater',
};

type Props = {
  plan: TJourneyDetailsResponse['plan'] | undefined;
  planType: string | null;
  premium: Premium;
  demonstration: boolean;
};

/**
 * docs/product/review-payment-term-bike.md §2.5 left panel: the plan, its cover and premium, and how the total is made
 * up.
 */
export function PlanPanel({ plan, planType, premium, demonstration }: Props) {
  const s = premium.premium_summary;
  return (
    <Panel title="Your plan">
      <div className="mt-4 flex items-center gap-3">
        {plan?.insurer_id && (
          <img
            src={`/v1/health/insurers/${encodeURIComponent(plan.insurer_id)}/logo.svg`}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 shrink-0 rounded-xl"
          />
        )}
        <div className="min-w-0">
          <h3 className="font-bold text-slate-900">{shown(plan?.plan_name)}</h3>
          <p className="text-sm text-slate-600">{shown(plan?.insurer_name)}</p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        <Row
          label="Coverage amount"
          value={plan?.sum_insured ? `₹${lakhCroreLabel(plan.sum_insured)}` : NOT_PROVIDED}
        />
        <Row
          label="Policy period"
          value={(plan && POLICY_PERIOD_LABELS[plan.policy_period as PolicyPeriod]) || NOT_PROVIDED}
        />
        <Row label="Plan type" value={(planType && PLAN_TYPE_LABELS[planType]) || NOT_PROVIDED} />
        {s.deductible > 0 && (
          // The premium was discounted for it: the buyer sees what they pay first before paying.
          <Row label="Deductible" value={`${formatInr(s.deductible)} a year`} note={DEDUCTIBLE_NOTE} />
        )}
        <Row label="A month’s share" value={formatMonthlyShare(s.monthly_premium)} />
        <Row label="Total premium" value={<span className="text-base font-bold">{formatInr(s.total_premium)}</span>} />
      </dl>
      {demonstration && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          We could not load your premium just now, so these amounts are for demonstration only. You will be charged the
          premium shown on the payment page.
        </p>
      )}
      <h3 className="mt-5 text-sm font-bold text-slate-900">Premium breakdown</h3>
      <dl className="mt-1 divide-y divide-slate-100 text-sm">
        {breakdownLines(premium).map((line) => (
          <Row key={line.label} label={line.label} value={line.amount} {...(line.note ? { note: line.note } : {})} />
        ))}
        <Row label="Total" value={<span className="font-bold">{formatInr(s.total_premium)}</span>} />
      </dl>
      {premium.premium_changes.length > 0 && (
        // docs/decisions.md §4a: a premium that moved from the quote card says why, before payment.
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <h3 className="font-bold">Your premium changed since the quote</h3>
          <ul className="mt-1 space-y-1">
            {premium.premium_changes.map((c) => (
              <li key={c.reason} className="flex justify-between gap-3">
                <span>{c.reason}</span>
                <span className="font-semibold">{signedInr(c.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
