import { PAYMENT_RECORD_STATUS_LABELS } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { paymentHistoryQuery } from '../api/reconciliation.ts';
import { formatWhen } from './ops-page.tsx';

/** Issue 19: one payment attempt's history — each status it took (and why), each webhook the gateway sent. */
export function PaymentHistory({ attemptId }: { attemptId: string }) {
  const [open, setOpen] = useState(false);
  const history = useQuery({ ...paymentHistoryQuery(attemptId), enabled: open });
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={`History of payment ${attemptId}`}>
        History
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Payment history" wide>
        <p className="text-xs break-all text-slate-500">{attemptId}</p>
        {history.error && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
            {history.error.message}
          </p>
        )}
        <ol className="mt-3 space-y-2 text-sm">
          {(history.data?.events ?? []).map((e, i) => (
            <li key={`${e.at}-${i}`} className="rounded-lg border border-slate-200 px-3 py-2">
              <span className="font-semibold text-slate-900">
                {e.kind === 'WEBHOOK'
                  ? `Webhook: ${e.status ?? '—'}`
                  : `${e.from ? `${PAYMENT_RECORD_STATUS_LABELS[e.from]} → ` : ''}${PAYMENT_RECORD_STATUS_LABELS[e.status]}`}
              </span>
              <span className="ml-2 text-slate-500">{formatWhen(e.at)}</span>
              {e.note && <span className="block text-slate-700">{e.note}</span>}
            </li>
          ))}
        </ol>
      </Dialog>
    </>
  );
}
