import { formatInr, indiaDate, toDisplayDate, type TDashboardResponse } from '@kavach/domain';

import { DashboardSection } from './dashboard-section.tsx';

type Refund = TDashboardResponse['refunds'][number];

/**
 * Money taken that Kavach could not keep — a payment for a cancelled attempt, or a second payment for a policy
 * already paid — and where its refund stands. Shown so a buyer never has to wonder about a second debit.
 */
export function RefundList({ refunds }: { refunds: Refund[] }) {
  return (
    <DashboardSection title="Refunds">
      <ul className="mt-3 space-y-3">
        {refunds.map((r) => (
          <li key={r.payment_attempt_id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="font-semibold text-slate-900">
              {formatInr(r.amount)} for {r.plan_name}: {r.status === 'REFUNDED' ? 'refunded' : 'refund in progress'}
            </p>
            <p className="mt-1 text-sm text-slate-600">{r.reason}.</p>
            <p className="mt-1 text-sm text-slate-600">
              {r.status === 'REFUNDED'
                ? `Refunded on ${toDisplayDate(indiaDate(r.updated_at))}${r.refund_id ? ` (reference ${r.refund_id})` : ''}. Banks take 5–7 working days to show it.`
                : 'We have asked the payment gateway to return this money; it will appear here as refunded.'}
            </p>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
