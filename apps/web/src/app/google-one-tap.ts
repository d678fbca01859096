import type { TAuthSessionResponse } from '@kavach/domain/api/auth/otp';
import { useEffect } from 'react';
import { apiRequest } from '../shared/api/client.ts';
import { useClientConfig } from '../shared/api/client-config.ts';
import { storeSignedIn } from '../shared/auth/auth-session.ts';
import { sessionStore } from '../shared/lib/storage.ts';

type GoogleId = {
  initialize(options: {
    client_id: string;
    callback: (r: { credential: string }) => void;
    auto_select: boolean;
    cancel_on_tap_outside: boolean;
  }): void;
  prompt(): void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

function decodeClaims(jwt: string): unknown {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
}

/**
 * docs/product/quotes.md §4: with no session_data, offer Google one-tap (no auto-select, not cancelled by an outside
 * tap). The credential is verified by our server; on AUTHENTICATED we keep session_data and the decoded claims and
 * reload. Failures to load or verify are logged only. Only when the operator configured GOOGLE_CLIENT_ID.
 */
export function useGoogleOneTap(): void {
  const config = useClientConfig();
  const clientId = config.data?.google_client_id ?? null;
  useEffect(() => {
    if (!clientId || sessionStore.get('session_data')) return;
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onerror = () => console.error('Google sign-in script failed to load');
    script.onload = () => {
      try {
        window.google?.accounts.id.initialize({
          client_id: clientId,
          auto_select: false,
          cancel_on_tap_outside: false,
          callback: ({ credential }) => {
            apiRequest<TAuthSessionResponse>('/v1/utility/auth/verify-google-id-token', {
              headers: { 'x-google-id-token': credential },
            })
              .then((session) => {
                if (session.authentication_status !== 'AUTHENTICATED') return;
                storeSignedIn(session);
                sessionStore.setJson('google_user_data', decodeClaims(credential));
                window.location.reload();
              })
              .catch((err: unknown) => console.error('Google sign-in verification failed', err));
          },
        });
        window.google?.accounts.id.prompt();
      } catch (err) {
        console.error('Google sign-in failed to start', err);
      }
    };
    document.head.appendChild(script);
    return () => script.remove();
  }, [clientId]);
}
