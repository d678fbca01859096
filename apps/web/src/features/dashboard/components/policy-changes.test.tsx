import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PolicyChanges } from './policy-changes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const priced = {
  endorsement_id: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f61',
  kind: 'MOTOR_IDV',
  status: 'AWAITING_PAYMENT',
  change: { kind: 'MOTOR_IDV', idv: 58_000 },
  premium_difference: 36,
  endorsement_number: null,
  effective_on: '2026-12-06',
  reason: null,
  has_schedule: false,
  requested_at: '2026-11-30T04:30:00.000Z',
};
const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

function show(cancelled: boolean, answers: (url: string, init?: RequestInit) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => json(answers(url, init))),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PolicyChanges policyNumber="ACKO-M-2026-887CFB75" journeyId="j-1" cancelled={cancelled} />
    </QueryClientProvider>,
  );
}

// Issue 47 (docs/product/endorsements.md): a change the insurer priced waits on the card for its price to be paid.
it('shows the insurer’s price with Pay and Withdraw, and withdraws it', async () => {
  let current: unknown = priced;
  const posted: string[] = [];
  show(false, (url, init) => {
    if (init?.method === 'POST') {
      posted.push(url);
      current = { ...priced, status: 'WITHDRAWN' };
      return current;
    }
    return { kinds: ['MOTOR_IDV'], endorsements: [current] };
  });
  expect(
    await screen.findByText(
      /The insurer’s price is ₹36 for the rest of the period, from 06\/12\/2026\. It is sent to the insurer once you pay\./,
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Pay ₹36' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw this change' }));
  expect(await screen.findByText(/Withdrawn by you before paying/)).toBeTruthy();
  expect(posted).toEqual([`/v1/policies/ACKO-M-2026-887CFB75/endorsements/${priced.endorsement_id}/withdraw`]);
  expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
});

it('offers no payment for a change on a cancelled policy, only its withdrawal', async () => {
  show(true, () => ({ kinds: [], endorsements: [priced] }));
  expect(await screen.findByRole('button', { name: 'Withdraw this change' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
});
