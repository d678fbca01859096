import { VERTICAL_REGISTRY } from '@kavach/domain';
import { kycQueueQuery } from '../api/kyc-reviews.ts';
import { formatWhen, OpsLink } from '../components/ops-page.tsx';
import { queuePage } from '../components/queue-page.tsx';
import { OPS_PATHS } from '../lib/paths.ts';

/** /ops/kyc: KYCs resting on uploaded documents, oldest first; a held payment waits on each decision. */
export default queuePage({
  title: 'KYC queue',
  list: kycQueueQuery,
  caption: 'KYCs waiting for review',
  rowKey: (r) => r.journey_id,
  empty: 'No KYC is waiting for review.',
  columns: [
    { header: 'Sent', cell: (r) => formatWhen(r.submitted_at) },
    {
      header: 'Proposer',
      cell: (r) => <OpsLink to={OPS_PATHS.kycItem(r.journey_id)}>{r.proposer_name ?? 'Unnamed proposer'}</OpsLink>,
    },
    { header: 'Product', cell: (r) => VERTICAL_REGISTRY[r.vertical].label },
    { header: 'Plan', cell: (r) => `${r.plan_name} · ${r.insurer_name}` },
    { header: 'Payment', cell: (r) => (r.payment_held ? 'Paid, held' : 'Not paid yet') },
  ],
});
