import { refusalMessage } from '../../../shared/api/client.ts';
import { forgetEverything } from '../../../shared/auth/auth-session.ts';
import { paths } from '../../../shared/config/paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * "Delete my account" with a confirmation that says what is erased and what the law makes us keep
 * (SECURITY.md, "Account deletion"). Once deleted the browser forgets the session and everything typed in it, and
 * starts afresh at home.
 */
export function DeleteAccountDialog() {
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
  const problem = deletion.isError
    ? refusalMessage(deletion.error, 'Your account could not be deleted. Please try again.')
    : null;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="border-red-700 text-red-700 hover:bg-red-50">
          Delete my account
        </Button>
      }
      title="Delete your account?"
      confirmLabel="Delete my account"
      busyLabel="Deleting…"
      pending={deletion.isPending}
      problem={problem}
      onConfirm={confirm}
    >
      <p>This cannot be undone. We erase:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>your mobile number, e-mail and name, and sign you out on every device;</li>
        <li>purchases you have not paid for, with their proposal details and payment attempts;</li>
        <li>every KYC document you uploaded;</li>
        <li>your saved quotes.</li>
      </ul>
      <p>
        We keep, because insurance law requires policy records to be kept: for each policy you bought, its policy number
        and dates, the premium paid, the names and dates of birth of the people it covers, the nominee, and your name
        and contact details, so the policy can still be serviced and claimed on. Everything else on it is erased.
      </p>
    </ConfirmDialog>
  );
}
