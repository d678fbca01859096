import type { ApiError as ApiErrorBody } from '@kavach/domain/api/error';
import { i18n } from '../i18n/i18n.ts';
import { sessionStore } from '../lib/storage.ts';

/** What the API said when it refused a call: its `{ error: { code, message, fields } }` body (docs/decisions.md §2). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** A 429's Retry-After: the seconds until asking again can succeed. */
    readonly retryAfterSeconds: number | null = null,
    /**
     * The quote a refused motor proposal needs instead (docs/decisions.md §2), as sent: the page that offers it parses
     * it, so the schema's code stays out of every page's first scripts.
     */
    readonly requote: unknown = undefined,
  ) {
    super(message);
  }
}

/**
 * What to tell the user when an action they confirmed failed: a conflict (409) is the server saying what stands in
 * the way and what to do, in its own words; anything else is worth a retry, which `fallback` says.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}

/** A shared zod schema from @kavach/domain (only its parse is needed here). */
export type ResponseSchema<T> = { parse: (value: unknown) => T };

type RequestOptions<T = unknown> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The answer is parsed with it, so a drifted server shows as an error here, not as undefined further on. */
  schema?: ResponseSchema<T>;
};

type SessionRenewer = (rejectedSessionId: string | null) => Promise<void>;
let renewSession: SessionRenewer | null = null;

/**
 * The app wires session tracking in here (shared code imports no feature). A call refused with 401
 * SESSION_REQUIRED, because no session was stored yet or the server no longer knows the stored one, gets a
 * fresh session and is sent once more.
 */
export function onSessionRejected(renew: SessionRenewer): void {
  renewSession = renew;
}

// The spec's HTTP client has no default timeout (docs/product/quotes.md §9); callers pass a signal where they need one.
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const sessionId = sessionStore.get('session_id');
  try {
    return await send<T>(path, options, sessionId);
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'SESSION_REQUIRED' || !renewSession) throw err;
    await renewSession(sessionId);
    return send<T>(path, options, sessionStore.get('session_id'));
  }
}

async function send<T>(
  path: string,
  { method = 'GET', body, signal, headers: extra, schema }: RequestOptions<T>,
  sessionId: string | null,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (sessionId) headers['x-session-id'] = sessionId;
  // The buyer's language, for the messages the server writes (docs/i18n.md).
  headers['accept-language'] = i18n.language;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
  const payload: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const err = (payload as { error?: Partial<ApiErrorBody['error']> } | null)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? 'HTTP_ERROR',
      err?.message ?? `Request failed (${res.status})`,
      err?.fields ?? {},
      retryAfterOf(res.headers.get('retry-after')),
      err?.requote,
    );
  }
  return schema ? schema.parse(payload) : (payload as T);
}

/** Retry-After in seconds (the API sends seconds, never a date); null when absent or not a number. */
function retryAfterOf(header: string | null): number | null {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}
