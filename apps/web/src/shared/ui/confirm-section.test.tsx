import { formatInr, premiumChanged } from '@kavach/domain';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { journeyReadQuery } from '../api/journey-read.ts';
import { ConfirmSection } from './confirm-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const JOURNEY_ID = '5a0c1f4e-58e4-4a55-9c3a-2f8f6d1c9b10';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Premium = { premium_summary: { total_premium: number } };
const premiumSchema = { parse: (value: unknown) => value as Premium };

/** A review page as each vertical's is built: the premium read from the journey, then the confirmation. */
function Review() {
  const premium = useQuery(journeyReadQuery('TERM', 'aggregated-premium-details', JOURNEY_ID, premiumSchema));
  return (
    <>
      <p>Premium: {premium.data ? formatInr(premium.data.premium_summary.total_premium) : '…'}</p>
      <ConfirmSection journeyId={JOURNEY_ID} vertical="TERM" completeLabels={{}} onEdit={() => {}} />
    </>
  );
}

it('shows why confirmation was refused and the premium the journey now holds when the server re-priced it', async () => {
  // The server's journey: priced at ₹12,400 when reviewed, ₹13,100 once confirmation priced it on its day.
  let total = 12_400;
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/journey/confirmation')) {
      total = 13_100;
      return json(409, { error: { code: 'CONFLICT', message: premiumChanged(total) } });
    }
    return json(200, { premium_summary: { total_premium: total } });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Review />
    </QueryClientProvider>,
  );
  await screen.findByText('Premium: ₹12,400');

  fireEvent.click(screen.getByRole('button', { name: 'Yes, I confirm' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Journey confirmation failed');
  expect(alert.textContent).toContain(
    'Your premium has changed since you reviewed it: it is now ₹13,100. Please review the new premium before paying.',
  );
  await screen.findByText('Premium: ₹13,100');
  // Nothing was paid: the payment is opened only after a confirmation the server accepted.
  expect(fetch.mock.calls.map(([url]) => url)).not.toContainEqual(expect.stringContaining('/payments/initiate'));
  expect((screen.getByRole('button', { name: 'Yes, I confirm' }) as HTMLButtonElement).disabled).toBe(false);
});
