import type { NoticeEvent, NoticeStatus } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { noticesQuery } from '../api/notices.ts';
import { DataTable } from '../components/data-table.tsx';
import { formatWhen, OpsPage } from '../components/ops-page.tsx';

const EVENT_LABELS: Record<NoticeEvent, string> = {
  POLICY_ISSUED: 'Policy issued',
  INSURER_REQUEST: 'Insurer asks',
  INSURER_DECLINED: 'Insurer declined',
  COUNTER_OFFER: 'Counter-offer',
  REFUND: 'Refund',
  KYC_REJECTED: 'KYC rejected',
  COMPLAINT_UPDATE: 'Complaint update',
  RENEWAL_REMINDER: 'Renewal reminder',
  CLAIM_UPDATE: 'Claim update',
  ENDORSEMENT_DECISION: 'Change decided',
};

const STATUS_LABELS: Record<NoticeStatus, string> = {
  PENDING: 'Queued',
  SENDING: 'Sending',
  SENT: 'Sent',
  // Tried again with back-off until the queue's last try; the tries column says how many so far.
  FAILED: 'Failed',
  BOUNCED: 'Bounced',
};

/**
 * /ops/notices (issue 47): the e-mails and SMS sent to buyers, newest first, with where each stands and its tries;
 * and the addresses that bounced, which get nothing more until the buyer gives another (docs/product/notices.md).
 */
export default function NoticesRoute() {
  const query = useQuery(noticesQuery());
  const data = query.data;
  return (
    <OpsPage title="Notices to buyers" query={query}>
      {data && (
        <>
          <DataTable
            caption="Notices, newest first"
            rows={data.notices}
            rowKey={(n) => n.id}
            empty="No notice has been sent yet."
            columns={[
              { header: 'Queued', cell: (n) => formatWhen(n.created_at) },
              { header: 'Event', cell: (n) => EVENT_LABELS[n.event] },
              { header: 'By', cell: (n) => (n.channel === 'EMAIL' ? 'E-mail' : 'SMS') },
              { header: 'To', className: 'min-w-40', cell: (n) => <span className="break-all">{n.recipient}</span> },
              { header: 'Status', cell: (n) => STATUS_LABELS[n.status] },
              { header: 'Tries', cell: (n) => String(n.tries) },
              { header: 'Last error', className: 'min-w-48', cell: (n) => n.last_error ?? '—' },
            ]}
          />
          <h2 className="mt-8 text-lg font-bold text-slate-900">Bounced addresses</h2>
          <DataTable
            caption="Addresses that refused a message"
            rows={data.bounced_addresses}
            rowKey={(b) => b.address}
            empty="No address has bounced."
            columns={[
              { header: 'Bounced', cell: (b) => formatWhen(b.bounced_at) },
              { header: 'Address', className: 'min-w-40', cell: (b) => <span className="break-all">{b.address}</span> },
              { header: 'Why', className: 'min-w-48', cell: (b) => b.reason },
            ]}
          />
        </>
      )}
    </OpsPage>
  );
}
