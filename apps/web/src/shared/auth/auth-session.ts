import type { TAuthSessionResponse } from '@kavach/domain/api/auth/otp';
import { useSyncExternalStore } from 'react';
import { adoptAccountLanguage } from '../i18n/change-language.ts';
import { apiRequest } from '../api/client.ts';
import { localStore, onSessionChangedElsewhere, sessionStore } from '../lib/storage.ts';

// The signed-in state is kept as session_data (docs/product/quotes.md §3), for every tab of the browser (storage.ts);
// components subscribe to changes, here and in other tabs.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function readSessionData(): TAuthSessionResponse | null {
  const data = sessionStore.getJson<TAuthSessionResponse>('session_data');
  return data?.authentication_status === 'AUTHENTICATED' ? data : null;
}

/** After a verified login: the rotated session id replaces the old one, and the response is kept as session_data. */
export function storeSignedIn(session: TAuthSessionResponse): void {
  sessionStore.set('session_id', session.session_id);
  sessionStore.setJson('session_data', session);
  notify();
  void adoptAccountLanguage(session.language ?? null);
}

/**
 * "Sign out" from the user menu: the server ends the session, and the browser forgets everything typed in it — the
 * proposal (PAN, dates of birth, medical answers) and the family's health answers kept across tabs — as the logo's
 * start-over does, for whoever uses a shared device next.
 */
export async function signOut(): Promise<void> {
  await apiRequest<null>('/v1/utility/auth/logout', { method: 'POST' }).catch((err: unknown) =>
    console.error('Sign out failed', err),
  );
  forgetEverything();
}

/**
 * The browser forgets the session and everything typed in it, in this tab and across tabs: on sign-out, once the
 * account is deleted, and when the server no longer knows a signed-in session (signed out on every device, or the
 * account deleted from another one), so a shared device keeps none of it.
 */
export function forgetEverything(): void {
  // The language is the browser's choice, not something typed in the journey: starting over keeps it.
  const language = localStore.get('language');
  sessionStore.clear();
  localStore.clear();
  if (language) localStore.set('language', language);
  notify();
}

/**
 * An unpaid purchase erased on the server ("Remove"): the answers this tab kept for its proposal go too (journey_data,
 * with the PAN, dates of birth and medical answers), and the journey it was resuming.
 */
export function forgetJourney(journeyId: string): void {
  if (sessionStore.getJson<{ journey_id?: unknown }>('journey_data')?.journey_id === journeyId)
    sessionStore.remove('journey_data');
  if (sessionStore.get('journey_id') === journeyId) sessionStore.remove('journey_id');
}

/** Drops the stored session id and the signed-in state that went with it (signed out, or forgotten by the server). */
export function forgetSession(): void {
  sessionStore.remove('session_id');
  sessionStore.remove('session_data');
  sessionStore.remove('google_user_data');
  notify();
}

let snapshot: string | null = null;
export function useSignedInUser(): TAuthSessionResponse | null {
  const raw = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      // Signed in or out in another tab of this browser: the session is the browser's (storage.ts).
      const stop = onSessionChangedElsewhere(l);
      return () => {
        listeners.delete(l);
        stop();
      };
    },
    () => {
      snapshot = sessionStore.get('session_data');
      return snapshot;
    },
    // Prerendered at build time (prerender.tsx): nobody is signed in yet; the browser's first render reads storage.
    () => null,
  );
  return raw ? readSessionData() : null;
}
