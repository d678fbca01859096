import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NONE_KEPT, personalAnswersKept, signedInAsRahul, storePersonalAnswers } from '../../test/personal-storage.ts';
import { signOut } from './auth-session.ts';

// The brief of SECURITY.md: personal data is protected against a leak, and "Sign out" is how a buyer on a shared or
// borrowed device leaves it. The user menu's sign-out (`signOut`) drops only session_id, session_data and
// google_user_data: the proposal typed while signed in (journey_data: PAN, dates of birth, nominee, medical answers)
// stays in session storage, and the health answers (members' names and dates of birth, pre-existing conditions) stay
// in local storage, which outlives the tab, for whoever uses the browser next.

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ signed_out: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  signedInAsRahul();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

it('forgets the proposal typed in this tab and the family’s health answers kept across tabs when they sign out', async () => {
  storePersonalAnswers();
  await signOut();
  expect(window.sessionStorage.getItem('session_id')).toBeNull();
  expect(personalAnswersKept()).toEqual(NONE_KEPT);
});
