import { vi } from 'vitest';

export type ApiCall = { url: string; body: Record<string, unknown> };

/** Stands in for the API: every call's address and JSON body (none for a read) is recorded, and `answer` replies. */
export function stubApi(answer: (url: string) => Response): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : {} });
      return answer(url);
    }),
  );
  return calls;
}
