import type { TAuthSessionResponse } from '@kavach/domain';
import { useCallback, useState } from 'react';
import { readSessionData, storeSignedIn } from './auth-session.ts';
import { sessionStore } from '../lib/storage.ts';

export type SessionUser = TAuthSessionResponse;

/** The signed-in user from session_data (docs/product/quotes.md §3: the verified authentication response). */
export function useSessionUser() {
  const [user, setUser] = useState<SessionUser | null>(readSessionData);
  /** Login rotates the session id (docs/decisions.md §4), so the new one is stored before any other call. */
  const signIn = useCallback((session: SessionUser) => {
    storeSignedIn(session);
    setUser(session);
  }, []);
  /** The server no longer knows this login (expired or rotated elsewhere): back to the OTP screen. */
  const signOut = useCallback(() => {
    sessionStore.remove('session_data');
    setUser(null);
  }, []);
  return { user, signIn, signOut };
}
