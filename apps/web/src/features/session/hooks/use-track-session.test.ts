import { expect, it } from 'vitest';
import {
  NONE_KEPT,
  inBrowserWithAnswers,
  personalAnswersKept,
  signedInAsRahul,
} from '../../../test/personal-storage.ts';
import { renewSession } from './use-track-session.ts';

// A session the server no longer knows (401 SESSION_REQUIRED) is replaced by a new one. When it was a signed-in
// session — ended by "sign out other devices" or by deleting the account on another device — the device that still
// holds it is the shared one the buyer meant to sign out of: what was typed under it must go with it.

const OLD = 'a'.repeat(64);
const NEW = 'b'.repeat(64);
inBrowserWithAnswers({ session_id: NEW });

const stored = () => ({ session_id: window.sessionStorage.getItem('session_id'), ...personalAnswersKept() });

it('forgets the proposal and the health answers when the server has ended a signed-in session', async () => {
  signedInAsRahul(OLD);
  await renewSession(OLD);
  expect(stored()).toEqual({ session_id: NEW, ...NONE_KEPT });
  expect(window.sessionStorage.getItem('session_data')).toBeNull();
});

it('keeps a visitor’s answers when only an anonymous session was forgotten', async () => {
  window.sessionStorage.setItem('session_id', OLD);
  await renewSession(OLD);
  expect(stored()).toEqual({
    session_id: NEW,
    journey_data: true,
    preQuoteDetails: true,
    selectedMember: true,
    selectedPEDs: true,
  });
});
