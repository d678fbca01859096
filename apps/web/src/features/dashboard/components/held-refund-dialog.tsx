import { formatInr } from '@kavach/domain';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useHeldRefund } from '../api/held-refund.ts';

type Props = { journeyId: string; planName: string; amount: number };

/**
 * "Cancel and get a refund" on a paid purchase whose KYC documents were not accepted (issue 48): the buyer gives up
 * uploading again, and the whole premium held for it goes back. The server checks it still waits for documents.
 */
export function HeldRefundDialog({ journeyId, planName, amount }: Props) {
  const refund = useHeldRefund(journeyId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" aria-label={`Cancel and get a refund for ${planName}`}>
          Cancel and get a refund
        </Button>
      }
      title="Cancel this purchase?"
      confirmLabel={`Refund ${formatInr(amount)}`}
      busyLabel="Cancelling…"
      cancelLabel="Keep it"
      pending={refund.isPending}
      problem={
        refund.isError ? refusalMessage(refund.error, 'The refund could not be started. Please try again.') : null
      }
      onConfirm={() => refund.mutate()}
    >
      <p>
        {planName}: the {formatInr(amount)} you paid is refunded in full to the account you paid from, and no policy is
        issued. Banks usually show a refund within 5 to 7 working days.
      </p>
      <p>To be covered after all, you can start again with new documents and pay again.</p>
    </ConfirmDialog>
  );
}
