import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { signOut, storeSignedIn } from './auth-session.ts';

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
  storeSignedIn({
    session_id: 'a'.repeat(64),
    authentication_status: 'AUTHENTICATED',
    mobile_number: '9876543210',
    full_name: 'Rahul Kulkarni',
  } as Parameters<typeof storeSignedIn>[0]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

it('forgets the proposal the signed-in buyer typed (PAN, dates of birth, medical answers) when they sign out', async () => {
  window.sessionStorage.setItem(
    'journey_data',
    JSON.stringify({
      journey_id: '0b8f4a7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      forms: { me: { full_name: 'Rahul Kulkarni', dob: '1990-04-12', pan_number: 'ABCPK1234F' } },
      completed: ['me'],
      members_saved: true,
      contact: { mobile: '9876543210', email: 'rahul@example.in' },
      medical: { DIABETES: { SELF: 'YES' } },
    }),
  );
  await signOut();
  expect(window.sessionStorage.getItem('session_id')).toBeNull();
  expect(window.sessionStorage.getItem('journey_data')).toBeNull();
});

it('forgets the family’s health answers (names, dates of birth, conditions) kept in local storage when they sign out', async () => {
  window.localStorage.setItem(
    'preQuoteDetails',
    JSON.stringify({ name: 'Rahul Kulkarni', dob: '1990-04-12', pincode: '411001', ped: ['DIABETES'] }),
  );
  window.localStorage.setItem(
    'selectedMember',
    JSON.stringify([{ name: 'Rahul Kulkarni', relation: 'SELF', dob: '1990-04-12' }]),
  );
  window.localStorage.setItem('selectedPEDs', JSON.stringify(['DIABETES', 'HEART_DISEASE']));
  await signOut();
  expect({
    preQuoteDetails: window.localStorage.getItem('preQuoteDetails'),
    selectedMember: window.localStorage.getItem('selectedMember'),
    selectedPEDs: window.localStorage.getItem('selectedPEDs'),
  }).toEqual({ preQuoteDetails: null, selectedMember: null, selectedPEDs: null });
});
