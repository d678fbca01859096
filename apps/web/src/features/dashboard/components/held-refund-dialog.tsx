import { formatInr } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useHeldRefund } from '../api/held-refund.ts';
import { NS } from '../i18n.ts';

type Props = { journeyId: string; planName: string; amount: number };

/**
 * "Cancel and get a refund" on a paid purchase whose KYC documents were not accepted (issue 48): the buyer gives up
 * uploading again, and the whole premium held for it goes back. The server checks it still waits for documents.
 */
export function HeldRefundDialog({ journeyId, planName, amount }: Props) {
  const { t } = useTranslation(NS);
  const refund = useHeldRefund(journeyId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" aria-label={t('heldRefund.triggerFor', { plan: planName })}>
          {t('heldRefund.trigger')}
        </Button>
      }
      title={t('heldRefund.title')}
      confirmLabel={t('heldRefund.confirm', { amount: formatInr(amount) })}
      busyLabel={t('heldRefund.busy')}
      cancelLabel={t('heldRefund.keep')}
      pending={refund.isPending}
      problem={refund.isError ? refusalMessage(refund.error, t('heldRefund.failed')) : null}
      onConfirm={() => refund.mutate()}
    >
      <p>{t('heldRefund.refunded', { plan: planName, amount: formatInr(amount) })}</p>
      <p>{t('heldRefund.startAgain')}</p>
    </ConfirmDialog>
  );
}
