import { createHash, randomBytes } from 'node:crypto';

/** A fresh bearer session id: 32 random bytes, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session id travels in X-Session-ID or X-Auth-Token (DESIGN.md §2); either is accepted everywhere. */
export function sessionTokenFrom(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['x-session-id'] ?? headers['x-auth-token'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value.length <= 128 ? value : undefined;
}
