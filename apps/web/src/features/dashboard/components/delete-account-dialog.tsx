import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../shared/api/client.ts';
import { forgetEverything } from '../../../shared/auth/auth-session.ts';
import { paths } from '../../../shared/config/paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { NS } from '../i18n.ts';

/**
 * "Delete my account" with a confirmation that says what is erased and what the law makes us keep
 * (SECURITY.md, "Account deletion"). Once deleted the browser forgets the session and everything typed in it, and
 * starts afresh at home.
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation(NS);
  const deletion = useDeleteAccount();
  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        forgetEverything();
        // A full load, so nothing of the deleted account stays in memory or in the query cache.
        window.location.assign(paths.home);
      },
    });
  // A conflict is a payment still in progress, and the server says what to do about it.
  const problem = deletion.isError ? refusalMessage(deletion.error, t('deleteAccount.failed')) : null;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="border-red-700 text-red-700 hover:bg-red-50">
          {t('deleteAccount.delete')}
        </Button>
      }
      title={t('deleteAccount.title')}
      confirmLabel={t('deleteAccount.delete')}
      busyLabel={t('deleteAccount.busy')}
      pending={deletion.isPending}
      problem={problem}
      onConfirm={confirm}
    >
      <p>{t('deleteAccount.cannotUndo')}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('deleteAccount.erase.contact')}</li>
        <li>{t('deleteAccount.erase.unpaid')}</li>
        <li>{t('deleteAccount.erase.kyc')}</li>
        <li>{t('deleteAccount.erase.quotes')}</li>
      </ul>
      <p>{t('deleteAccount.kept')}</p>
    </ConfirmDialog>
  );
}
