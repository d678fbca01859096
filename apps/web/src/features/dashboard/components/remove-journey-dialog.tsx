import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useRemoveJourney } from '../api/remove-journey.ts';

/**
 * "Remove" on an unfinished purchase the buyer no longer wants (one whose members they changed, a plan they went
 * off): its answers and documents are erased now rather than when the retention period ends. Offered only while no
 * money is on it; the server checks again.
 */
export function RemoveJourneyDialog({ journeyId, planName }: { journeyId: string; planName: string }) {
  const removal = useRemoveJourney(journeyId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" aria-label={`Remove ${planName}`}>
          Remove
        </Button>
      }
      title="Remove this purchase?"
      confirmLabel="Remove"
      busyLabel="Removing…"
      cancelLabel="Keep it"
      pending={removal.isPending}
      problem={
        removal.isError ? refusalMessage(removal.error, 'This purchase could not be removed. Please try again.') : null
      }
      onConfirm={() => removal.mutate()}
    >
      <p>
        {planName}: the answers you gave for it and any documents you uploaded are deleted now. This cannot be undone.
      </p>
      <p>Your policies, your other purchases and your quotes stay as they are.</p>
    </ConfirmDialog>
  );
}
