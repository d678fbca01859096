import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useRemoveJourney } from '../api/remove-journey.ts';
import { NS } from '../i18n.ts';

/**
 * "Remove" on an unfinished purchase the buyer no longer wants (one whose members they changed, a plan they went
 * off): its answers and documents are erased now rather than when the retention period ends. Offered only while no
 * money is on it; the server checks again.
 */
export function RemoveJourneyDialog({ journeyId, planName }: { journeyId: string; planName: string }) {
  const { t } = useTranslation(NS);
  const removal = useRemoveJourney(journeyId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" aria-label={t('removeJourney.removeFor', { plan: planName })}>
          {t('removeJourney.remove')}
        </Button>
      }
      title={t('removeJourney.title')}
      confirmLabel={t('removeJourney.remove')}
      busyLabel={t('removeJourney.busy')}
      cancelLabel={t('removeJourney.keep')}
      pending={removal.isPending}
      problem={removal.isError ? refusalMessage(removal.error, t('removeJourney.failed')) : null}
      onConfirm={() => removal.mutate()}
    >
      <p>{t('removeJourney.erased', { plan: planName })}</p>
      <p>{t('removeJourney.othersStay')}</p>
    </ConfirmDialog>
  );
}
