import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { dashboardQuery } from './dashboard.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const paidJourney = {
  journey_id: '5a0c1f4e-58e4-4a55-9c3a-2f8f6d1c9b10',
  vertical: 'HEALTH',
  plan_name: 'Health Guard',
  insurer_name: 'Bajaj Allianz',
  journey_step: 'KYC_STEP',
  total_premium: 15_483,
  updated_at: '2026-11-20T10:00:00.000Z',
  payment_held: 15_483,
  removable: false,
};

function Dashboard() {
  useQuery(dashboardQuery('session'));
  return null;
}

/** How many times the dashboard asks the server in its first `seconds`, answering with `journeys`. */
async function readsIn(seconds: number, journeys: unknown[]): Promise<number> {
  vi.useFakeTimers();
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ policies: [], journeys, refunds: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Dashboard />
    </QueryClientProvider>,
  );
  await vi.advanceTimersByTimeAsync(seconds * 1000);
  return fetch.mock.calls.length;
}

// The first read, then one every 5 s while the insurer has a paid purchase: a break-in's policy shows as it is issued.
it('reads itself every 5 s while a paid purchase is with the insurer', async () => {
  expect(await readsIn(11, [{ ...paidJourney, insurer_stage: 'The insurer is checking the photos.' }])).toBe(3);
});

// Staff check documents in hours: reading every 5 s for that long would be 720 requests an hour for nothing.
it('waits a minute before reading itself again while staff check a paid purchase’s documents', async () => {
  expect(await readsIn(59, [paidJourney])).toBe(1);
});

it('reads itself once a minute while staff check them', async () => {
  expect(await readsIn(121, [paidJourney])).toBe(3);
});

it('does not read itself again when nothing paid is waiting', async () => {
  expect(await readsIn(120, [{ ...paidJourney, payment_held: null }])).toBe(1);
});
