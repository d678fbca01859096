import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PrivacyRoute from './privacy-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const userId = '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f60';
/** The `minute`th request of the day: each row its own time, as two requests of one account are. */
const request = (kind: 'EXPORT' | 'ERASURE', minute = 0) => ({
  user_id: userId,
  user: kind === 'ERASURE' ? 'Erased account' : 'Mobile ending 4321',
  kind,
  requested_at: new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString(),
});
/** The server's answers, as the two lists' calls ask for them: 75 requests in all, or the one erasure. */
function answer(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://kavach.test');
  const page = Number(searchParams.get('page') ?? '1');
  const body = pathname.endsWith('/consents')
    ? { items: [{ user_id: userId, user: 'Mobile ending 4321', consent: true, updated_at: null }], total: 1, page }
    : searchParams.get('kind') === 'ERASURE'
      ? { items: [request('ERASURE')], total: 1, page }
      : { items: Array.from({ length: page === 1 ? 50 : 25 }, (_, i) => request('EXPORT', i)), total: 75, page };
  return new Response(JSON.stringify({ ...body, page_size: 50 }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('the privacy records page', () => {
  it('pages the data requests apart from the consents, and narrows them to erasures', async () => {
    const fetch = vi.fn((url: string) => Promise.resolve(answer(url)));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/ops/privacy']}>
          <PrivacyRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const requestPages = await screen.findByRole('navigation', { name: 'Data requests: pages' });
    expect(requestPages.textContent).toContain('Showing 1–50 of 75');
    expect(requestPages.querySelector('a')?.getAttribute('href')).toBe('/ops/privacy?requests_page=2');
    // The consents fit on one page: no pager of their own.
    expect(screen.queryByRole('navigation', { name: 'Marketing consent: pages' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Request'), { target: { value: 'ERASURE' } });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Data requests: pages' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Data requests' }).textContent).toContain('Account erased');
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/v1/ops/privacy/requests?kind=ERASURE');
  });
});
