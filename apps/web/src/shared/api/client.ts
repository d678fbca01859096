import { sessionStore } from '../lib/storage.ts';

/** What the API said when it refused a call: its `{ error: { code, message, fields } }` body (DESIGN.md §2). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

// The spec's HTTP client has no default timeout (spec 1 §9); callers pass a signal where they need one.
export async function apiRequest<T>(path: string, { method = 'GET', body, signal, headers: extra }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  const sessionId = sessionStore.get('session_id');
  if (sessionId) headers['x-session-id'] = sessionId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? null : JSON.stringify(body), signal: signal ?? null });
  const payload: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const err = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
    throw new ApiError(res.status, err?.code ?? 'HTTP_ERROR', err?.message ?? `Request failed (${res.status})`, err?.fields ?? {});
  }
  return payload as T;
}
