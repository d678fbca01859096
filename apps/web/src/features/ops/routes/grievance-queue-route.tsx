import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATE_LABELS,
  GRIEVANCE_STATES,
  toOptions,
  ZGrievanceState,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { grievanceQueueQuery } from '../api/grievances.ts';
import { GrievanceDue } from '../components/grievance-due.tsx';
import { formatWhen, OpsLink } from '../components/ops-page.tsx';
import { ParamSelect, useParamFilter } from '../components/param-select.tsx';
import { QueuePage } from '../components/queue-page.tsx';
import { OPS_PATHS } from '../lib/paths.ts';

const STATE_OPTIONS = toOptions(GRIEVANCE_STATES, GRIEVANCE_STATE_LABELS);

/** /ops/grievances: buyers' complaints, overdue first, with the IRDAI acknowledge-by and resolve-by dates. */
export default function GrievanceQueueRoute() {
  const filter = useParamFilter('state');
  const parsed = ZGrievanceState.safeParse(filter[0]);
  const queue = useQuery(grievanceQueueQuery(parsed.success ? parsed.data : undefined));
  return (
    <QueuePage
      title="Complaints"
      query={queue}
      caption="Complaints"
      rowKey={(r) => r.grievance_id}
      empty="No complaints here."
      columns={[
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
      ]}
    >
      <p className="mt-1 text-sm text-slate-600">
        IRDAI: acknowledge within 3 days, resolve within 14. Overdue complaints come first.
      </p>
      <ParamSelect label="State" filter={filter} options={STATE_OPTIONS} />
    </QueuePage>
  );
}
