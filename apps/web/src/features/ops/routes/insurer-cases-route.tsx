import { VERTICAL_REGISTRY } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { insurerCasesQuery } from '../api/insurer-cases.ts';
import { DataTable } from '../components/data-table.tsx';
import { formatWhen, OpsPage } from '../components/ops-page.tsx';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * /ops/insurers (issue 45): paid purchases still with their insurers, oldest first, with the days each has waited and
 * the tries that found its insurer unreachable; and the queue's jobs that used every retry, to chase with the insurer.
 */
export default function InsurerCasesRoute() {
  const query = useQuery(insurerCasesQuery());
  const data = query.data;
  return (
    <OpsPage title="Waiting on insurers" query={query}>
      {data && (
        <>
          <DataTable
            caption="Cases waiting on insurers"
            rows={data.waiting}
            rowKey={(c) => c.case_id}
            empty="No purchase is waiting on an insurer."
            columns={[
              { header: 'Waiting', cell: (c) => plural(c.days_waiting, 'day') },
              { header: 'Product', cell: (c) => VERTICAL_REGISTRY[c.vertical].label },
              { header: 'Insurer', cell: (c) => c.insurer_name },
              { header: 'Stage', className: 'min-w-48', cell: (c) => c.stage },
              {
                header: 'Failed tries',
                className: 'min-w-48',
                cell: (c) => (c.failed_tries === 0 ? '—' : `${c.failed_tries}: ${c.last_failure ?? ''}`),
              },
              {
                header: 'Journey',
                className: 'min-w-32',
                cell: (c) => <span className="font-mono text-xs break-all">{c.journey_id}</span>,
              },
            ]}
          />
          <h2 className="mt-8 text-lg font-bold text-slate-900">Failed jobs</h2>
          <DataTable
            caption="Jobs that used every retry"
            rows={data.failed_jobs}
            rowKey={(j) => j.id}
            empty="No job has failed."
            columns={[
              { header: 'Failed', cell: (j) => (j.failed_at ? formatWhen(j.failed_at) : '—') },
              { header: 'Queue', cell: (j) => j.queue },
              { header: 'Tries', cell: (j) => String(j.tries) },
              { header: 'Error', className: 'min-w-48', cell: (j) => j.error ?? '—' },
              {
                header: 'Case',
                className: 'min-w-32',
                cell: (j) => <span className="font-mono text-xs break-all">{j.case_id ?? '—'}</span>,
              },
            ]}
          />
        </>
      )}
    </OpsPage>
  );
}
