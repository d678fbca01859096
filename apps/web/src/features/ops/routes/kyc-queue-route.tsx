import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { kycQueueQuery } from '../api/kyc-reviews.ts';
import { formatWhen } from '../components/ops-page.tsx';
import { QueuePage } from '../components/queue-page.tsx';
import { OPS_PATHS } from '../lib/paths.ts';

/** /ops/kyc: KYCs resting on uploaded documents, oldest first; a held payment waits on each decision. */
export default function KycQueueRoute() {
  return (
    <QueuePage
      title="KYC queue"
      query={useQuery(kycQueueQuery())}
      caption="KYCs waiting for review"
      rowKey={(r) => r.journey_id}
      empty="No KYC is waiting for review."
      columns={[
        { header: 'Sent', cell: (r) => formatWhen(r.submitted_at) },
        {
          header: 'Proposer',
          cell: (r) => (
            <Link to={OPS_PATHS.kycItem(r.journey_id)} className="font-semibold text-brand-700 underline">
              {r.proposer_name ?? 'Unnamed proposer'}
            </Link>
          ),
        },
        { header: 'Product', cell: (r) => r.vertical },
        { header: 'Plan', cell: (r) => `${r.plan_name} · ${r.insurer_name}` },
        { header: 'Payment', cell: (r) => (r.payment_held ? 'Paid, held' : 'Not paid yet') },
      ]}
    />
  );
}
