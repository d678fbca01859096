import { formatInr, indiaDate, toDisplayDate, type TDashboardResponse } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';
import { DashboardSection } from './dashboard-section.tsx';

type Refund = TDashboardResponse['refunds'][number];

/**
 * Money taken that Kavach could not keep — a payment for a cancelled attempt, or a second payment for a policy
 * already paid — and where its refund stands. Shown so a buyer never has to wonder about a second debit.
 */
export function RefundList({ refunds }: { refunds: Refund[] }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <DashboardSection title={t('refunds.title')}>
      <ul className="mt-3 space-y-3">
        {refunds.map((r) => (
          <li key={r.payment_attempt_id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="font-semibold text-slate-900">
              {t(r.status === 'REFUNDED' ? 'refunds.refunded' : 'refunds.inProgress', {
                amount: formatInr(r.amount),
                plan: r.plan_name,
              })}
            </p>
            <p className="mt-1 text-sm text-slate-600">{td(r.reason)}.</p>
            <p className="mt-1 text-sm text-slate-600">
              {r.status !== 'REFUNDED'
                ? t('refunds.asked')
                : r.refund_id
                  ? t('refunds.refundedOnReference', {
                      date: toDisplayDate(indiaDate(r.updated_at)),
                      reference: r.refund_id,
                    })
                  : t('refunds.refundedOn', { date: toDisplayDate(indiaDate(r.updated_at)) })}
            </p>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
