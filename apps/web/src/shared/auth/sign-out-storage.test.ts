import { beforeEach, expect, it } from 'vitest';
import { NONE_KEPT, inBrowserWithAnswers, personalAnswersKept, signedInAsRahul } from '../../test/personal-storage.ts';
import { signOut } from './auth-session.ts';

// The brief of SECURITY.md: personal data is protected against a leak, and "Sign out" is how a buyer on a shared or
// borrowed device leaves it. The user menu's sign-out (`signOut`) drops only session_id, session_data and
// google_user_data: the proposal typed while signed in (journey_data: PAN, dates of birth, nominee, medical answers)
// stays in session storage, and the health answers (members' names and dates of birth, pre-existing conditions) stay
// in local storage, which outlives the tab, for whoever uses the browser next.

inBrowserWithAnswers({ signed_out: true });
beforeEach(() => signedInAsRahul());

it('forgets the proposal typed in this tab and the family’s health answers kept across tabs when they sign out', async () => {
  await signOut();
  expect(window.sessionStorage.getItem('session_id')).toBeNull();
  expect(personalAnswersKept()).toEqual(NONE_KEPT);
});
