import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthPlanInformationQuery, planConfigQuery } from '../features/health-quotes/api/plans.ts';
import { healthQuotationStatusQuery } from '../features/health-quotes/api/quotation-status.ts';
import { termJourneyQuery } from '../features/term-proposal/api/term-journey.ts';
import { termPlanInformationQuery } from '../features/term/api/plans.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { queryClient } from '../shared/api/query-client.ts';

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

const completedList = {
  quotation_list_id: 'list-1',
  quotation_status: { polling_status: 'COMPLETED', quotes_expected: 0, quotes_received: 0 },
  quotation_list: [],
  health_quotation_request: {},
  plans_declined: [],
};

// Answers carrying a catalogue's texts (taglines, features, claim steps, add-ons, riders, medical tests) come in the
// page's language (docs/i18n.md): a query marked IN_PAGE_LANGUAGE is asked again when the page changes language.
describe('the answers that carry catalogue texts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it.each([
    ['the health plan information', healthPlanInformationQuery, '/v1/health/plan-information', []],
    ['a plan’s add-ons', planConfigQuery('activ-one'), '/v1/health/plan-config/activ-one', { addons: [] }],
    ['the quote list', healthQuotationStatusQuery('list-1'), '/v1/health/async-quote/list-1', completedList],
    ['the term plan information', termPlanInformationQuery, '/v1/termlife/plan-information', []],
    [
      'a term journey’s details',
      termJourneyQuery('journey-1'),
      '/v1/termlife/journey/get-journey-details/journey-1',
      {},
    ],
  ] as const)('asks for %s again in Hindi when the page turns Hindi', async (_name, query, url, body) => {
    const calls = stubLanguages(body);
    const observer = new QueryObserver(queryClient, { ...query, retry: false } as never);
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(calls).toContainEqual({ url, language: 'en' }));
    // The first answer in (a switch during it keeps its answer and marks it stale: TanStack Query's own rule).
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    await i18n.changeLanguage('hi');
    await vi.waitFor(() => expect(calls).toContainEqual({ url, language: 'hi' }));
    stop();
  });
});
