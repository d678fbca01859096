import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import {
  NONE_KEPT,
  inBrowserWithAnswers,
  personalAnswersKept,
  signedInAsRahul,
} from '../../../test/personal-storage.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

// SECURITY.md, right to erasure: "Delete my account" erases the buyer's proposal data and saved quotes on the server.
// The browser that asked for it keeps them: the dialog only forgets the session id (forgetSession), while "Sign out"
// clears both storages. The proposal typed in this tab (journey_data: PAN, dates of birth, medical answers) and the
// family's health answers in local storage (names, dates of birth, conditions), which outlive the tab, stay on the
// device after the account they belonged to has been erased.

inBrowserWithAnswers({ journeys_erased: 1, uploads_erased: 0, policies_kept: 0 });
beforeEach(() => signedInAsRahul());

it('leaves none of the erased account’s personal data in the browser once the account is deleted', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccountDialog />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  const buttons = screen.getAllByRole('button', { name: 'Delete my account' });
  fireEvent.click(buttons[buttons.length - 1]!);
  // The dialog forgets the session once the server has erased the account (then loads the home page afresh).
  await waitFor(() => expect(window.sessionStorage.getItem('session_data')).toBeNull());
  expect(window.sessionStorage.getItem('session_id')).toBeNull();
  expect(personalAnswersKept()).toEqual(NONE_KEPT);
});
