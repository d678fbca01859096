import { premiumChanged } from '@kavach/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAt } from '../../../test/render-at.tsx';
import PaymentFailedRoute from './payment-failed-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const JOURNEY_ID = '5a0c1f4e-58e4-4a55-9c3a-2f8f6d1c9b10';
const ATTEMPT_ID = '0b7e6a3c-1d2f-4e5a-8b9c-0d1e2f3a4b5c';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

it('retries by confirming first: a premium that moved since is named at once, and no payment is opened', async () => {
  // The attempt was refunded after midnight (the premium had moved); confirming today prices the journey again.
  const calls = stubApi((url) =>
    url.endsWith('/journey/confirmation')
      ? json(409, { error: { code: 'CONFLICT', message: premiumChanged(13_100) } })
      : json(200, {
          payment_attempt_id: ATTEMPT_ID,
          journey_id: JOURNEY_ID,
          status: 'FAILED',
          message: 'Your payment failed.',
          total_number: 12_400,
          failure_reason: 'The premium you confirmed held for the day you confirmed it, and it has changed since',
          policy_number: null,
        }),
  );
  renderAt(
    `/payment-failed?journey_id=${JOURNEY_ID}&payment_attempt_id=${ATTEMPT_ID}&vertical=HEALTH`,
    <PaymentFailedRoute />,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Retry Payment' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    'Your premium has changed since you reviewed it: it is now ₹13,100. Please review the new premium before paying.',
  );
  expect(calls.map((c) => c.url)).toContain('/v1/health/journey/confirmation');
  expect(calls.map((c) => c.url)).not.toContainEqual(expect.stringContaining('/payments/initiate'));
  expect(screen.getByRole('link', { name: 'Back to Review' }).getAttribute('href')).toBe(
    `/health/review-submit?journey_id=${JOURNEY_ID}`,
  );
});
