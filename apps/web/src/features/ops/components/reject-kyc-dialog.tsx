import { zodResolver } from '@hookform/resolvers/zod';
import {
  KYC_REJECTION_REASON_CODES,
  KYC_REJECTION_REASONS,
  KYC_REUPLOAD_DAYS,
  ZOpsKycRejectRequest,
} from '@kavach/domain';
import { Controller, useForm } from 'react-hook-form';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FieldError } from '../../../shared/ui/field-error.tsx';

const REASON_FORM = ZOpsKycRejectRequest.pick({ reason_code: true });
const CHOICES = KYC_REJECTION_REASON_CODES.map((code) => ({ value: code, label: KYC_REJECTION_REASONS[code].label }));

/**
 * Reject with a reason from the list; the buyer is told what to upload again. A payment already made stays held for
 * them to do so (issue 48), and is refunded only if they cancel or the days pass.
 */
export function RejectKycDialog({
  open,
  onClose,
  onReject,
  busy,
  paymentHeld,
}: {
  open: boolean;
  onClose: () => void;
  onReject: (reason: (typeof KYC_REJECTION_REASON_CODES)[number]) => void;
  busy: boolean;
  paymentHeld: boolean;
}) {
  // The form holds the reason alone; the page adds the documents it showed (`upload_ids`) when it sends the decision.
  const form = useForm({ resolver: zodResolver(REASON_FORM) });
  return (
    <Dialog open={open} onClose={onClose} title="Reject this KYC" wide>
      <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onReject(v.reason_code))(e)}>
        <Controller
          control={form.control}
          name="reason_code"
          render={({ field, fieldState }) => (
            <>
              <RadioGroup
                legend="Reason"
                layout="grid-cols-1"
                choices={CHOICES}
                value={field.value ?? null}
                onChange={field.onChange}
              />
              <FieldError id="kyc-reason-error" message={fieldState.error?.message} />
              {field.value && (
                <p className="mt-3 text-sm text-slate-700">
                  The buyer will read: “{KYC_REJECTION_REASONS[field.value].reupload}”
                </p>
              )}
            </>
          )}
        />
        {paymentHeld && (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            The buyer has paid: the payment stays held while they upload new documents, for {KYC_REUPLOAD_DAYS} days. It
            is refunded in full if they cancel or do not upload by then.
          </p>
        )}
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
            {busy ? 'Rejecting…' : 'Reject KYC'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
