import { formatInr, PAYMENT_RECORD_STATUS_LABELS, PAYMENT_RECORD_STATUSES, toOptions } from '@kavach/domain';
import { paymentsQuery } from '../api/console-data.ts';
import { GatewayIds } from '../components/gateway-ids.tsx';
import { formatWhen } from '../components/ops-page.tsx';
import { PaymentHistory } from '../components/payment-history.tsx';
import { queuePage } from '../components/queue-page.tsx';
import { ReconciliationPanel } from '../components/reconciliation-panel.tsx';

/** /ops/payments?status=: the latest payment attempts with their gateway ids and refunds. */
export default queuePage({
  title: 'Payments',
  intro: <ReconciliationPanel />,
  filter: {
    param: 'status',
    label: 'Status',
    options: toOptions(PAYMENT_RECORD_STATUSES, PAYMENT_RECORD_STATUS_LABELS),
  },
  list: paymentsQuery,
  caption: 'Payment attempts',
  rowKey: (p) => p.payment_attempt_id,
  empty: 'No payment attempts.',
  columns: [
    { header: 'Opened', cell: (p) => formatWhen(p.created_at) },
    { header: 'Status', cell: (p) => PAYMENT_RECORD_STATUS_LABELS[p.status] },
    { header: 'Amount', cell: (p) => formatInr(p.amount) },
    // The gateway's ids stacked in one cell: staff search the page by them, and the table fits 1280 px.
    {
      header: 'Gateway',
      // Wraps (ids break inside, gateway-ids.tsx): a refund id stacked under the order and payment ids is long.
      className: 'min-w-44',
      cell: (p) => (
        <GatewayIds
          provider={p.provider}
          ids={{ Order: p.provider_order_id, Payment: p.provider_payment_id, Refund: p.refund_id }}
        />
      ),
    },
    { header: 'Reason', cell: (p) => p.failure_reason ?? '—', className: 'min-w-48' },
    {
      header: 'Journey',
      className: 'min-w-32',
      cell: (p) => <span className="font-mono text-xs break-all">{p.journey_id}</span>,
    },
    { header: 'History', cell: (p) => <PaymentHistory attemptId={p.payment_attempt_id} /> },
  ],
});
