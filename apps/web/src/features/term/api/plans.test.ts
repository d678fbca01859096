import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { termPlanInformationQuery } from './plans.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Every call's address with the language it asked in, answered with `body`. */
function stubLanguages(body: unknown) {
  const calls: { url: string; language: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, language: (init?.headers as Record<string, string> | undefined)?.['accept-language'] });
      return json(body);
    }),
  );
  return calls;
}

// The riders' and plans' texts are the catalogue's, sent in the page's language (docs/i18n.md): a switch asks again.
describe('the term plan information', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('is asked for again in Hindi when the page turns Hindi', async () => {
    const url = '/v1/termlife/plan-information';
    const calls = stubLanguages([]);
    const observer = new QueryObserver(queryClient, { ...termPlanInformationQuery, retry: false } as never);
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(calls).toContainEqual({ url, language: 'en' }));
    // The first answer in (a switch during it keeps its answer and marks it stale: TanStack Query's own rule).
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    await i18n.changeLanguage('hi');
    await vi.waitFor(() => expect(calls).toContainEqual({ url, language: 'hi' }));
    stop();
  });
});
