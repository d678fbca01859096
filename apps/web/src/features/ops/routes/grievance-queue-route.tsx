import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATE_LABELS,
  GRIEVANCE_STATES,
  toOptions,
  ZGrievanceState,
} from '@kavach/domain';
import { grievanceQueueQuery } from '../api/grievances.ts';
import { GrievanceDue } from '../components/grievance-due.tsx';
import { formatWhen, OpsLink } from '../components/ops-page.tsx';
import { queuePage } from '../components/queue-page.tsx';
import { OPS_PATHS } from '../lib/paths.ts';

/** /ops/grievances: buyers' complaints, overdue first, with the IRDAI acknowledge-by and resolve-by dates. */
export default queuePage({
  title: 'Complaints',
  intro: (
    <p className="mt-1 text-sm text-slate-600">
      IRDAI: acknowledge within 3 days, resolve within 14. Overdue complaints come first.
    </p>
  ),
  filter: { param: 'state', label: 'State', options: toOptions(GRIEVANCE_STATES, GRIEVANCE_STATE_LABELS) },
  // A state the address names that is not one of ours lists them all.
  list: (state, page) => grievanceQueueQuery(ZGrievanceState.safeParse(state).data, page),
  caption: 'Complaints',
  rowKey: (r) => r.grievance_id,
  empty: 'No complaints here.',
  columns: [
    { header: 'Raised', cell: (r) => formatWhen(r.raised_at) },
    {
      header: 'Subject',
      className: 'min-w-56',
      cell: (r) => <OpsLink to={OPS_PATHS.grievance(r.grievance_id)}>{r.subject}</OpsLink>,
    },
    { header: 'State', cell: (r) => GRIEVANCE_STATE_LABELS[r.state] },
    { header: 'Due', cell: (r) => <GrievanceDue grievance={r} /> },
    { header: 'About', cell: (r) => GRIEVANCE_CATEGORY_LABELS[r.category] },
    { header: 'Buyer', cell: (r) => r.buyer_name ?? r.buyer_mobile ?? '—' },
    { header: 'Reference', cell: (r) => r.reference },
  ],
});
