import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InsurerCasesRoute from './insurer-cases-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = {
  waiting: [
    {
      case_id: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f61',
      journey_id: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62',
      vertical: 'TERM',
      insurer_id: 'hdfc-life',
      insurer_name: 'HDFC Life',
      status: 'REFERRED',
      stage: 'With HDFC Life: medical test on 3 Dec, 9:00',
      days_waiting: 3,
      failed_tries: 2,
      last_failure: 'hdfc-life: answered 503',
    },
  ],
  failed_jobs: [
    {
      id: 'job-1',
      queue: 'insurer-submit',
      case_id: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f63',
      tries: 10,
      failed_at: '2026-11-28T04:30:00Z',
      error: 'niva-bupa: The operation was aborted due to timeout',
    },
  ],
};

describe('the insurers page of the console', () => {
  it('lists each case waiting on its insurer with the days waited and failed tries, and each failed job', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
        ),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/ops/insurers']}>
          <InsurerCasesRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const waiting = await screen.findByRole('region', { name: 'Cases waiting on insurers' });
    expect(waiting.textContent).toContain('3 days');
    expect(waiting.textContent).toContain('HDFC Life');
    expect(waiting.textContent).toContain('With HDFC Life: medical test on 3 Dec, 9:00');
    expect(waiting.textContent).toContain('2: hdfc-life: answered 503');
    const failed = screen.getByRole('region', { name: 'Jobs that used every retry' });
    expect(failed.textContent).toContain('insurer-submit');
    expect(failed.textContent).toContain('28 Nov 2026, 10:00 am');
  });
});
