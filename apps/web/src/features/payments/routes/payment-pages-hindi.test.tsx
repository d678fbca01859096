import { MESSAGES } from '@kavach/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAt } from '../../../test/render-at.tsx';
import PaymentFailedRoute from './payment-failed-route.tsx';
import PaymentSuccessRoute from './payment-success-route.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const JOURNEY_ID = '5a0c1f4e-58e4-4a55-9c3a-2f8f6d1c9b10';
const ATTEMPT_ID = '0b7e6a3c-1d2f-4e5a-8b9c-0d1e2f3a4b5c';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the payment pages in Hindi (docs/i18n.md)', () => {
  it('say a payment went through, what was paid and what the buyer can do next', async () => {
    stubApi(() =>
      json({
        payment_attempt_id: ATTEMPT_ID,
        journey_id: JOURNEY_ID,
        status: 'SUCCESS',
        message: MESSAGES.PAYMENT_SUCCEEDED,
        held_for_kyc: false,
        total_number: 24_334,
        policy_number: 'KV-H-2026-7K3M9QX2',
        failure_reason: null,
        no_money_taken: false,
      }),
    );
    await i18n.changeLanguage('hi');
    renderAt(
      `/payment-success?journey_id=${JOURNEY_ID}&payment_attempt_id=${ATTEMPT_ID}&vertical=HEALTH`,
      <PaymentSuccessRoute />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान सफल रहा!' })).toBeTruthy();
    expect(screen.getByText('भुगतान की गई राशि').nextElementSibling?.textContent).toBe('₹24,334');
    expect(screen.getByRole('button', { name: 'पॉलिसी डाउनलोड करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'डैशबोर्ड पर जाएँ' })).toBeTruthy();
  });

  it('say a payment failed, why that happens and where help is', async () => {
    stubApi(() => new Response('{}', { status: 503 }));
    await i18n.changeLanguage('hi');
    renderAt('/payment-failed', <PaymentFailedRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान विफल रहा' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'भुगतान विफल होने के आम कारण' })).toBeTruthy();
    expect(screen.getByText('बैंक का OTP समय पर दर्ज नहीं किया गया')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'मदद चाहिए?' })).toBeTruthy();
  });
});
