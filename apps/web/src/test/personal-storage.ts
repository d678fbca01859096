import { afterEach, beforeEach, vi } from 'vitest';
import { storeSignedIn } from '../shared/auth/auth-session.ts';

/**
 * What a buyer leaves in the browser while buying: the proposal typed in this tab (journey_data: PAN, dates of birth,
 * medical answers) and the family's health answers kept across tabs (names, dates of birth, conditions).
 */
export function storePersonalAnswers(journeyId = '0b8f4a7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'): void {
  window.sessionStorage.setItem(
    'journey_data',
    JSON.stringify({
      journey_id: journeyId,
      forms: { me: { full_name: 'Rahul Kulkarni', dob: '1990-04-12', pan_number: 'ABCPK1234F' } },
      completed: ['me'],
      members_saved: true,
      contact: { mobile: '9876543210', email: 'rahul@example.in' },
      medical: { DIABETES: { SELF: 'YES' } },
    }),
  );
  window.localStorage.setItem(
    'preQuoteDetails',
    JSON.stringify({ name: 'Rahul Kulkarni', dob: '1990-04-12', pincode: '411001', ped: ['DIABETES'] }),
  );
  window.localStorage.setItem(
    'selectedMember',
    JSON.stringify([{ name: 'Rahul Kulkarni', relation: 'SELF', dob: '1990-04-12' }]),
  );
  window.localStorage.setItem('selectedPEDs', JSON.stringify(['DIABETES', 'HEART_DISEASE']));
}

/** Which of those answers the browser still holds. */
export const personalAnswersKept = () => ({
  journey_data: window.sessionStorage.getItem('journey_data') !== null,
  preQuoteDetails: window.localStorage.getItem('preQuoteDetails') !== null,
  selectedMember: window.localStorage.getItem('selectedMember') !== null,
  selectedPEDs: window.localStorage.getItem('selectedPEDs') !== null,
});

export const NONE_KEPT = { journey_data: false, preQuoteDetails: false, selectedMember: false, selectedPEDs: false };

/** A signed-in buyer in this tab, as a verified OTP leaves them. */
export function signedInAsRahul(sessionId = 'a'.repeat(64)): void {
  storeSignedIn({
    session_id: sessionId,
    authentication_status: 'AUTHENTICATED',
    mobile_number: '9876543210',
    full_name: 'Rahul Kulkarni',
  } as Parameters<typeof storeSignedIn>[0]);
}

/**
 * Each test of this file starts in a browser holding the buyer's answers, with the server answering every call with
 * `answer`; storage and the stubbed server are gone after it.
 */
export function inBrowserWithAnswers(answer: unknown): void {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    storePersonalAnswers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
