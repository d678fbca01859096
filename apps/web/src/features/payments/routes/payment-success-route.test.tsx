import { MESSAGES } from '@kavach/domain';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAt } from '../../../test/render-at.tsx';
import PaymentSuccessRoute from './payment-success-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const JOURNEY_ID = '5a0c1f4e-58e4-4a55-9c3a-2f8f6d1c9b10';
const ATTEMPT_ID = '0b7e6a3c-1d2f-4e5a-8b9c-0d1e2f3a4b5c';
const paid = (over: Record<string, unknown>) =>
  new Response(
    JSON.stringify({
      payment_attempt_id: ATTEMPT_ID,
      journey_id: JOURNEY_ID,
      status: 'SUCCESS',
      message: MESSAGES.PAYMENT_SUCCEEDED,
      held_for_kyc: false,
      total_number: 24_334,
      policy_number: 'KV-H-2026-7K3M9QX2',
      failure_reason: null,
      no_money_taken: false,
      ...over,
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
const renderPage = () =>
  renderAt(
    `/payment-success?journey_id=${JOURNEY_ID}&payment_attempt_id=${ATTEMPT_ID}&vertical=HEALTH`,
    <PaymentSuccessRoute />,
  );

it('says a payment went through and its policy was issued', async () => {
  stubApi(() => paid({}));
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
  expect(screen.getByRole('status').textContent).toBe(MESSAGES.PAYMENT_SUCCEEDED);
});

// attack15: reopened after the policy was returned in its free look, the page said nothing of the return.
it('says the policy a payment bought was returned since, and what was refunded', async () => {
  const note = 'Policy cancelled in the free-look period. ₹24,034 has been refunded to you.';
  stubApi(() => paid({ message: note, failure_reason: note }));
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Payment made; policy since returned' });
  expect(screen.getByRole('status').textContent).toBe(note);
});

// Issue 45: a premium the insurer's decline sent back was shown as a failed payment, with Retry Payment.
it('says what the insurer decided and what was refunded, with nothing to pay again or download', async () => {
  const reason =
    'The insurer declined this proposal: The insurer does not cover 3 declared conditions together on this plan ' +
    '(Diabetes, BP / Hypertension, Heart Disease). ₹24,334 has been refunded to you.';
  stubApi(() =>
    paid({
      status: 'FAILED',
      with_insurer: true,
      message: 'Declined — ₹24,334 refunded',
      policy_number: null,
      failure_reason: reason,
    }),
  );
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Payment refunded' });
  expect(screen.getByRole('status').textContent).toBe('Declined — ₹24,334 refunded');
  expect(screen.getByText(reason)).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});
