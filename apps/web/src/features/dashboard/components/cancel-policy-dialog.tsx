import {
  CANCELLATION_REASONS,
  formatInr,
  type CancellationReason,
  type TCancellationQuoteResponse,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { cancellationQuoteQuery, useCancelPolicy } from '../api/cancel-policy.ts';

const REASONS = Object.entries(CANCELLATION_REASONS).map(([value, label]) => ({ value, label }));
const isReason = (value: string): value is CancellationReason => value in CANCELLATION_REASONS;

/**
 * "Cancel policy" on a policy card (issue 47, docs/product/cancellation.md): the refund is read from the server when
 * the dialog opens and shown line by line, with the rule it follows, before the buyer confirms it; the server cancels
 * only for that amount, so a refund that changed meanwhile is shown again rather than paid unseen.
 */
export function CancelPolicyDialog({ policyNumber, planName }: { policyNumber: string; planName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const reasonId = useId();
  const quote = useQuery({ ...cancellationQuoteQuery(policyNumber), enabled: open });
  const cancel = useCancelPolicy(policyNumber);
  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    cancel.reset();
  };
  const confirm = (shown: TCancellationQuoteResponse) => {
    if (!isReason(reason)) return setMissingReason(true);
    cancel.mutate(
      { reason, confirm_refund_paise: shown.refund_paise },
      // The refund changed since it was shown (a day passed): read it again, with the reason why above the buttons.
      { onError: () => void quote.refetch(), onSuccess: () => setOpen(false) },
    );
  };
  return (
    <>
      <Button
        variant="secondary"
        className="mt-4 mr-3"
        onClick={() => setOpen(true)}
        aria-label={`Cancel policy ${policyNumber}`}
      >
        Cancel policy
      </Button>
      <Dialog open={open} onClose={close} title={`Cancel ${planName}?`} wide>
        {quote.data ? (
          <div className="space-y-4 text-sm text-slate-700">
            <p>{quote.data.basis}</p>
            <RefundBreakdown quote={quote.data} />
            <p>
              Your cover ends once you confirm (a policy not yet started never starts). The refund goes back to the card
              or account you paid with; your insurer is told of the cancellation.
            </p>
            <div>
              <label htmlFor={reasonId} className={LABEL_CLASS}>
                Why are you cancelling?
              </label>
              <NativeSelect
                id={reasonId}
                className={INPUT_CLASS}
                options={REASONS}
                placeholder="Choose a reason"
                placeholderDisabled
                value={reason}
                aria-invalid={missingReason && !reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setMissingReason(false);
                }}
              />
              {missingReason && !reason && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                  Please choose a reason
                </p>
              )}
            </div>
          </div>
        ) : quote.error ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {refusalMessage(quote.error, 'The refund could not be worked out. Please try again.')}
          </p>
        ) : (
          <p className="text-sm text-slate-600">Working out your refund…</p>
        )}
        {cancel.error && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {refusalMessage(cancel.error, 'The policy could not be cancelled. Please try again.')}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            Keep the policy
          </Button>
          {quote.data && (
            <Button
              variant="danger"
              onClick={() => quote.data && confirm(quote.data)}
              disabled={cancel.isPending || quote.isFetching}
              aria-busy={cancel.isPending}
            >
              {cancel.isPending ? 'Cancelling…' : `Cancel and refund ${formatInr(quote.data.refund)}`}
            </Button>
          )}
        </div>
      </Dialog>
    </>
  );
}

/** The premium, what is kept line by line, and the refund. */
function RefundBreakdown({ quote }: { quote: TCancellationQuoteResponse }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-800" aria-label="Your refund">
      <dt>Premium paid</dt>
      <dd className="text-right tabular-nums">{formatInr(quote.premium)}</dd>
      {quote.deductions.map((d) => (
        <div key={d.label} className="contents">
          <dt>{d.label}</dt>
          <dd className="text-right tabular-nums">− {formatInr(d.amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold">Refund</dt>
      <dd className="text-right font-semibold tabular-nums">{formatInr(quote.refund)}</dd>
    </dl>
  );
}
