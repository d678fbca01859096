import { useEffect } from 'react';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { trackSession } from '../api/track-session.ts';

let inFlight: Promise<void> | null = null;

/**
 * spec 3 §7: track the browser session once, only while no session id is stored. Safe to call again
 * (after the logo clears storage, say): a call in flight is shared. Failures are logged only (spec 3 §8).
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

export function useTrackSession(): void {
  useEffect(() => {
    void ensureSession();
  }, []);
}
