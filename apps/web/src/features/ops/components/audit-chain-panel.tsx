import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../shared/ui/button.tsx';
import { auditChainQuery } from '../api/staff.ts';
import { FailureAlert } from './failure-alert.tsx';
import { formatWhen } from './ops-page.tsx';

/**
 * Issue 44: every audit entry is sealed into a chain with the one before it. This asks the server to check the whole
 * chain: intact, or the first entry that was changed, removed or written around the application. The newest entry's
 * number and hash are shown to be noted elsewhere: an entry removed after it shows against that note.
 */
export function AuditChainPanel() {
  const check = useQuery(auditChainQuery());
  const result = check.data;
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void check.refetch()} disabled={check.isFetching}>
          {check.isFetching ? 'Checking…' : 'Check the log’s chain'}
        </Button>
        {!result && !check.error && <span className="text-slate-600">Reads every entry; takes a moment.</span>}
      </div>
      <FailureAlert error={check.error} />
      {result &&
        (result.intact ? (
          <p role="status" className="mt-3 font-semibold text-emerald-900">
            The chain holds: all {result.entries} entries are as they were written
            {result.unsealed > 0 && ` (${result.unsealed} from before the chain began are not sealed)`}.
            {result.head && (
              <span className="mt-1 block font-normal break-all text-slate-700">
                Newest: entry {result.head.seq} of {formatWhen(result.head.at)}, seal {result.head.hash ?? '—'}
              </span>
            )}
          </p>
        ) : (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
            The chain is broken at entry {result.broken_at?.seq}
            {result.broken_at && ` (${formatWhen(result.broken_at.at)})`}: an entry there was changed, removed or
            written outside Kavach. Keep the database as it is and tell whoever is responsible for security.
          </p>
        ))}
    </div>
  );
}
