import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_STATE_LABELS, GRIEVANCE_STATES, ZGrievanceState } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { grievanceQueueQuery } from '../api/grievances.ts';
import { DataTable } from '../components/data-table.tsx';
import { GrievanceDue } from '../components/grievance-due.tsx';
import { formatWhen, OpsPage } from '../components/ops-page.tsx';
import { OPS_PATHS } from '../lib/paths.ts';

/** /ops/grievances: buyers' complaints, overdue first, with the IRDAI acknowledge-by and resolve-by dates. */
export default function GrievanceQueueRoute() {
  const [params, setParams] = useSearchParams();
  const parsed = ZGrievanceState.safeParse(params.get('state'));
  const state = parsed.success ? parsed.data : undefined;
  const queue = useQuery(grievanceQueueQuery(state));
  return (
    <OpsPage title="Complaints" query={queue}>
      <p className="mt-1 text-sm text-slate-600">
        IRDAI: acknowledge within 3 days, resolve within 14. Overdue complaints come first.
      </p>
      <label className="mt-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
        State
        <select
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
          value={state ?? ''}
          onChange={(e) => setParams(e.target.value ? { state: e.target.value } : {}, { replace: true })}
        >
          <option value="">All</option>
          {GRIEVANCE_STATES.map((s) => (
            <option key={s} value={s}>
              {GRIEVANCE_STATE_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <DataTable
        caption="Complaints"
        rows={queue.data ?? []}
        rowKey={(r) => r.grievance_id}
        empty="No complaints here."
        columns={[
          { header: 'Raised', cell: (r) => formatWhen(r.raised_at) },
          {
            header: 'Subject',
            className: 'min-w-56',
            cell: (r) => (
              <Link to={OPS_PATHS.grievance(r.grievance_id)} className="font-semibold text-brand-700 underline">
                {r.subject}
              </Link>
            ),
          },
          { header: 'State', cell: (r) => GRIEVANCE_STATE_LABELS[r.state] },
          { header: 'Due', cell: (r) => <GrievanceDue grievance={r} /> },
          { header: 'About', cell: (r) => GRIEVANCE_CATEGORY_LABELS[r.category] },
          { header: 'Buyer', cell: (r) => r.buyer_name ?? r.buyer_mobile ?? '—' },
          { header: 'Reference', cell: (r) => r.reference },
        ]}
      />
    </OpsPage>
  );
}
