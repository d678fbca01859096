import { hash, randomBytes } from 'node:crypto';

/** A fresh bearer session id: 32 random bytes, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table keeps: a stolen copy of the table cannot be replayed as a session. */
export function hashSessionToken(token: string): string {
  // The one-shot form: this runs on every request that carries a session.
  return hash('sha256', token, 'hex');
}

/** The session id travels in X-Session-ID or X-Auth-Token (docs/decisions.md §2); either is accepted everywhere. */
export function sessionTokenFrom(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['x-session-id'] ?? headers['x-auth-token'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value.length <= 128 ? value : undefined;
}
