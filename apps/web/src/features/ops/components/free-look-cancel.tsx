import { FREE_LOOK_STAMP_DUTY_PAISE, formatInr, indiaDate, type TOpsPolicySearchResponse } from '@kavach/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { cancelInFreeLook } from '../api/policies.ts';
import { formatDay } from './ops-page.tsx';

type Policy = TOpsPolicySearchResponse[number];

/**
 * Issue 19: a policy's free-look state in the policy search — cancelled (with its refund), still returnable (with a
 * confirmed "Cancel in free look"), or past its free-look period (or a motor policy, which has none).
 */
export function FreeLookCancel({ policy, today }: { policy: Policy; today: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
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
          cancelled, and {formatInr(policy.premium)} is refunded less the risk premium for the days it was on cover
          (their share of the period that premium paid for: a year of a yearly term premium, the whole health policy)
          and {formatInr(FREE_LOOK_STAMP_DUTY_PAISE / 100)} stamp duty, through the payment gateway.
        </p>
        {cancel.error && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
            {cancel.error.message}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep the policy
          </Button>
          <Button onClick={() => cancel.mutate()} disabled={cancel.isPending} aria-busy={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel and refund'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
