import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { forgetSession } from '../../../shared/auth/auth-session.ts';
import { paths } from '../../../shared/config/paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * "Delete my account" with a confirmation that says what is erased and what the law makes us keep
 * (SECURITY.md, "Account deletion"). Once deleted the browser forgets the session and starts afresh at home.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        forgetSession();
        // A full load, so nothing of the deleted account stays in memory or in the query cache.
        window.location.assign(paths.home);
      },
    });
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" className="border-red-700 text-red-700 hover:bg-red-50">
          Delete my account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete your account?</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 space-y-3 text-sm text-slate-700">
              <p>This cannot be undone. We erase:</p>
              <ul className="list-disc space-y-1 pl-5">
                <li>your mobile number, e-mail and name, and sign you out on every device;</li>
                <li>purchases you have not paid for, with their proposal details and payment attempts;</li>
                <li>every KYC document you uploaded;</li>
                <li>your saved quotes.</li>
              </ul>
              <p>
                We keep, because insurance law requires policy records to be kept: for each policy you bought, its
                policy number and dates, the premium paid, the names and dates of birth of the people it covers, the
                nominee, and your name and contact details, so the policy can still be serviced and claimed on.
                Everything else on it is erased.
              </p>
            </div>
          </AlertDialog.Description>
          {deletion.isError && (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {/* A conflict (a payment still in progress) says what to do; anything else is worth a retry. */}
              {deletion.error instanceof ApiError && deletion.error.status === 409
                ? deletion.error.message
                : 'Your account could not be deleted. Please try again.'}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={deletion.isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
            <Button variant="danger" onClick={confirm} disabled={deletion.isPending} aria-busy={deletion.isPending}>
              {deletion.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
