import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, type ResponseSchema } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';

/** The staff session lives in this tab only (closing it signs out), apart from any customer session. */
export const staffSession = {
  get: () => sessionStore.get('ops_staff_session'),
  set: (token: string) => sessionStore.set('ops_staff_session', token),
  clear: () => sessionStore.remove('ops_staff_session'),
};

/** A call to /v1/ops/* with the staff session in X-Staff-Session; a 401 means it ended, so it is forgotten. */
export async function opsRequest<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; schema: ResponseSchema<T> },
): Promise<T> {
  const token = staffSession.get();
  try {
    return await apiRequest(path, { ...options, headers: token ? { 'x-staff-session': token } : {} });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) staffSession.clear();
    throw err;
  }
}

export const isSignedOut = (err: unknown) => err instanceof ApiError && err.status === 401;

/** A console read: GET `path` (with the non-empty `search` values as its query) under the ['ops', ...key] key. */
export function opsQuery<T>(
  key: readonly unknown[],
  path: string,
  schema: ResponseSchema<T>,
  search: Record<string, string | undefined> = {},
) {
  const query = new URLSearchParams(Object.entries(search).filter((e): e is [string, string] => Boolean(e[1])));
  const url = query.size > 0 ? `${path}?${query}` : path;
  // A staff page shows a refusal at once (the console's OpsPage says why); retrying a 403 would only delay it.
  return queryOptions({ queryKey: ['ops', ...key], queryFn: () => opsRequest(url, { schema }), retry: false });
}

/** A list's page as its query value: none for the first, so page 1 has one address. */
export const pageParam = (page: number) => (page > 1 ? String(page) : undefined);
