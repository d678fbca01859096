import { indiaDate, type TOpsGrievance } from '@kavach/domain';
import { formatDay } from './ops-page.tsx';

const day = (iso: string) => formatDay(indiaDate(iso));

/** The IRDAI dates of a complaint, the late one in red with a word (not the colour alone) saying so. */
export function GrievanceDue({ grievance: g }: { grievance: Pick<TOpsGrievance, 'state' | 'closed_at' | 'timeline'> }) {
  const t = g.timeline;
  if (g.state === 'CLOSED') return <span>Closed {g.closed_at ? day(g.closed_at) : ''}</span>;
  return (
    <span className="flex flex-col">
      {g.state === 'OPEN' && (
        <span className={t.acknowledge_overdue ? 'font-semibold text-red-700' : ''}>
          Acknowledge by {day(t.acknowledge_by)}
          {t.acknowledge_overdue && ' · overdue'}
        </span>
      )}
      <span className={t.resolve_overdue ? 'font-semibold text-red-700' : ''}>
        Resolve by {day(t.resolve_by)}
        {t.resolve_overdue && ' · overdue'}
      </span>
    </span>
  );
}
