import { useEffect } from 'react';
import { forgetEverything, forgetSession, readSessionData } from '../../../shared/auth/auth-session.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { trackSession } from '../api/track-session.ts';

let inFlight: Promise<void> | null = null;

/**
 * docs/product/review-payment-term-bike.md §7: track the browser session once, only while no session id is stored. Safe
 * to call again (after the logo clears storage, say): a call in flight is shared. Failures are logged only
 * (docs/product/review-payment-term-bike.md §8).
 */
export function ensureSession(): Promise<void> {
  if (sessionStore.get('session_id')) return Promise.resolve();
  inFlight ??= trackSession({ user_agent: navigator.userAgent, mobile_no: null, session_id: null })
    .then((session) => sessionStore.set('session_id', session.session_id))
    .catch((err: unknown) => console.error('Session tracking failed', err))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The server refused the session id a call carried (401 SESSION_REQUIRED): it never issued it, or has since
 * forgotten it. Only that id is dropped (a parallel call may already have stored its replacement), then a
 * new session is tracked, once for every call waiting on it. A signed-in session the server has ended (signed out on
 * every device, the account deleted elsewhere) takes what was typed under it along, as signing out here does.
 */
export async function renewSession(rejectedSessionId: string | null): Promise<void> {
  if (rejectedSessionId !== null && sessionStore.get('session_id') === rejectedSessionId) {
    if (readSessionData()) forgetEverything();
    else forgetSession();
  }
  await ensureSession();
}

export function useTrackSession(): void {
  useEffect(() => {
    void ensureSession();
  }, []);
}
