import { formatInr, indiaDate, type TOpsFreeLookQuoteResponse, type TOpsPolicySearchResponse } from '@kavach/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { cancelInFreeLook, freeLookRefund } from '../api/policies.ts';
import { formatDay } from './ops-page.tsx';

type Policy = TOpsPolicySearchResponse[number];

/**
 * Issue 19: a policy's free-look state in the policy search — cancelled (with its refund), still returnable (with a
 * confirmed "Cancel in free look"), or past its free-look period (or a motor policy, which has none).
 */
export function FreeLookCancel({ policy, today }: { policy: Policy; today: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // What the return gives back today, worked out by the server as the cancellation will: read when the dialog opens.
  const quote = useQuery({
    queryKey: ['ops', 'policies', policy.policy_number, 'free-look-refund'],
    queryFn: () => freeLookRefund(policy.policy_number),
    enabled: open,
    retry: false,
  });
  const cancel = useMutation({
    mutationFn: () => cancelInFreeLook(policy.policy_number),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'policies'] }),
  });
  if (policy.cancelled_at)
    return (
      <span>
        Cancelled {formatDay(indiaDate(policy.cancelled_at))}
        {policy.cancel_refund !== null && <>, {formatInr(policy.cancel_refund)} back</>}
      </span>
    );
  if (!policy.free_look_until) return <span className="text-slate-500">No free look</span>;
  if (today > policy.free_look_until)
    return <span className="text-slate-500">Ended {formatDay(policy.free_look_until)}</span>;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel in free look
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Cancel ${policy.policy_number}?`}>
        <p className="text-sm text-slate-700">
          The buyer returned this policy within its free-look period (until {formatDay(policy.free_look_until)}). It is
          cancelled, and the refund below goes back through the payment gateway.
        </p>
        {quote.data ? (
          <RefundBreakdown refund={quote.data} />
        ) : quote.error ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
            {quote.error.message}
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-600">Working out the refund…</p>
        )}
        {cancel.error && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
            {cancel.error.message}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep the policy
          </Button>
          <Button
            onClick={() => cancel.mutate()}
            disabled={cancel.isPending || !quote.data}
            aria-busy={cancel.isPending}
          >
            {cancel.isPending
              ? 'Cancelling…'
              : quote.data
                ? `Cancel and refund ${formatInr(quote.data.amount)}`
                : 'Cancel and refund'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** The refund line by line, as IRDAI lets the insurer keep each part. */
function RefundBreakdown({ refund }: { refund: TOpsFreeLookQuoteResponse }) {
  const lines: [string, string][] = [
    ['Premium paid', formatInr(refund.premium)],
    [
      `Risk premium for ${refund.days_on_cover} day${refund.days_on_cover === 1 ? '' : 's'} on cover`,
      `− ${formatInr(refund.risk_premium)}`,
    ],
    ['Stamp duty', `− ${formatInr(refund.stamp_duty)}`],
    ['Medical examination paid by the insurer', `− ${formatInr(refund.medical_costs)}`],
  ];
  return (
    <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-slate-800" aria-label="Free-look refund">
      {lines.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
      <dt className="font-semibold">Refund</dt>
      <dd className="text-right font-semibold tabular-nums">{formatInr(refund.amount)}</dd>
    </dl>
  );
}
