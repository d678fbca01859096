import type { TAuthSessionResponse } from '@kavach/domain';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../lib/app-error.ts';
import type { AuthRepository } from './repository.ts';
import { startUserSession } from './start-user-session.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export type GoogleVerifier = { clientId: string; keys: JWTVerifyGetKey };

export function createGoogleVerifier(config: { clientId: string; jwksUrl: string }): GoogleVerifier {
  // jose caches the key set and refetches it when Google rotates keys.
  return { clientId: config.clientId, keys: createRemoteJWKSet(new URL(config.jwksUrl)) };
}

/**
 * docs/product/quotes.md §4 one-tap: the ID token's signature (Google's JWKS), audience (our client id), issuer and
 * expiry are all checked before anyone is signed in. Any failure is 401; the browser only logs it.
 */
export async function verifyGoogleIdToken(
  repo: AuthRepository,
  verifier: GoogleVerifier,
  idToken: string,
  caller: { sessionId: string | null; userAgent: string | null },
): Promise<TAuthSessionResponse> {
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(idToken, verifier.keys, {
      issuer: GOOGLE_ISSUERS,
      audience: verifier.clientId,
      algorithms: ['RS256'],
    }));
  } catch {
    throw new AppError('UNAUTHORIZED', 'Google sign-in could not be verified');
  }
  if (typeof claims.sub !== 'string' || claims.sub.length === 0)
    throw new AppError('UNAUTHORIZED', 'Google sign-in could not be verified');
  const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null;
  const name = typeof claims.name === 'string' ? claims.name.slice(0, 50) : null;
  const user = await repo.findOrCreateUserByGoogle(claims.sub, email, name);
  return startUserSession(repo, user, caller.sessionId, caller.userAgent);
}
