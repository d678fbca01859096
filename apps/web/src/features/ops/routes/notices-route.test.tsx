import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NoticesRoute from './notices-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = {
  notices: [
    {
      id: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f61',
      event: 'POLICY_ISSUED',
      channel: 'EMAIL',
      recipient: 'bounce.rahul@example.in',
      subject: 'Your policy P-1 is issued',
      status: 'BOUNCED',
      tries: 1,
      last_error: 'the mail server refused the recipient (550)',
      created_at: '2026-11-28T04:30:00Z',
      sent_at: null,
    },
    {
      id: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f62',
      event: 'REFUND',
      channel: 'SMS',
      recipient: '9876543210',
      subject: null,
      status: 'FAILED',
      tries: 3,
      last_error: 'SMS gateway answered 503',
      created_at: '2026-11-28T04:31:00Z',
      sent_at: null,
    },
  ],
  bounced_addresses: [
    {
      address: 'bounce.rahul@example.in',
      reason: 'the mail server refused the recipient (550)',
      bounced_at: '2026-11-28T04:30:05Z',
    },
  ],
};

describe('the notices page of the console', () => {
  it('lists each notice with its event, channel, status and tries, and each address that bounced', async () => {
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
        <MemoryRouter initialEntries={['/ops/notices']}>
          <NoticesRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('region', { name: 'Notices, newest first' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Policy issued.*E-mail.*bounce\.rahul@example\.in.*Bounced.*1.*refused the recipient/),
      expect.stringMatching(/Refund.*SMS.*9876543210.*Failed.*3.*answered 503/),
    ]);
    const bounced = screen.getByRole('region', { name: 'Addresses that refused a message' });
    expect(bounced.textContent).toContain('bounce.rahul@example.in');
    expect(bounced.textContent).toContain('28 Nov 2026, 10:00 am');
  });
});
