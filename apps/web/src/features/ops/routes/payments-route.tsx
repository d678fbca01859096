import { formatInr, PAYMENT_RECORD_STATUSES } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { paymentsQuery } from '../api/console-data.ts';
import { DataTable } from '../components/data-table.tsx';
import { formatWhen, OpsPage } from '../components/ops-page.tsx';
import { PaymentHistory } from '../components/payment-history.tsx';
import { ReconciliationPanel } from '../components/reconciliation-panel.tsx';

/** /ops/payments?status=: the latest payment attempts with their gateway ids and refunds. */
export default function PaymentsRoute() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const payments = useQuery(paymentsQuery(status));
  return (
    <OpsPage title="Payments" query={payments}>
      <ReconciliationPanel />
      <div className="mt-4 max-w-xs">
        <label htmlFor="ops-payment-status" className={LABEL_CLASS}>
          Status
        </label>
        <select
          id="ops-payment-status"
          className={INPUT_CLASS}
          value={status}
          onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
        >
          <option value="">All</option>
          {PAYMENT_RECORD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        caption="Payment attempts"
        rows={payments.data ?? []}
        rowKey={(p) => p.payment_attempt_id}
        empty="No payment attempts."
        columns={[
          { header: 'Opened', cell: (p) => formatWhen(p.created_at) },
          { header: 'Status', cell: (p) => p.status },
          { header: 'Amount', cell: (p) => formatInr(p.amount) },
          { header: 'Gateway', cell: (p) => p.provider },
          { header: 'Order', cell: (p) => p.provider_order_id ?? '—' },
          { header: 'Payment', cell: (p) => p.provider_payment_id ?? '—' },
          { header: 'Refund', cell: (p) => p.refund_id ?? '—' },
          { header: 'Reason', cell: (p) => p.failure_reason ?? '—', className: 'min-w-48' },
          { header: 'Journey', cell: (p) => p.journey_id },
          { header: 'History', cell: (p) => <PaymentHistory attemptId={p.payment_attempt_id} /> },
        ]}
      />
    </OpsPage>
  );
}
