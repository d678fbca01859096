import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAt } from '../../../test/render-at.tsx';
import DashboardRoute from './dashboard-route.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const dashboard = {
  policies: [
    {
      policy_number: 'KV-H-2026-7K3M9QX2',
      journey_id: '5a0c1f4e-58e4-4a55-9c3a-2f8f6d1c9b10',
      vertical: 'HEALTH',
      plan_name: 'Health Guard',
      insurer_name: 'Bajaj Allianz',
      sum_insured: 500_000,
      premium_paid: 15_483,
      start_date: '2026-12-03',
      end_date: '2027-12-02',
      members: ['Rahul Kulkarni'],
    },
  ],
  journeys: [
    {
      journey_id: '7b1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
      vertical: 'MOTOR',
      plan_name: 'Two-wheeler Package',
      insurer_name: 'Digit',
      journey_step: 'OWNER',
      total_premium: 1840,
      updated_at: '2026-11-20T10:00:00.000Z',
      payment_held: 1840,
      removable: false,
    },
  ],
  refunds: [],
};

/** The live region that says `text` first (the page has others, such as the data section's). */
const statusSaying = (text: string) => screen.getAllByRole('status').find((s) => s.textContent?.startsWith(text));

function showDashboard() {
  stubApi((url) => {
    if (url.endsWith('/dashboard')) return json(dashboard);
    if (url.endsWith('/grievances')) return json([]);
    if (url.endsWith('/marketing-consent')) return json({ consent: false, updated_at: null });
    if (url.endsWith('/endorsements')) return json({ kinds: [], endorsements: [] });
    return json({ claims: [] });
  });
  renderAt('/dashboard', <DashboardRoute />);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

// docs/i18n.md: the dashboard speaks the buyer's language, amounts and dates kept in Indian formats.
it('shows the buyer’s policies, a paid purchase and their data in Hindi', async () => {
  await i18n.changeLanguage('hi');
  showDashboard();
  expect(await screen.findByRole('heading', { level: 1, name: 'आपका डैशबोर्ड' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'आपकी पॉलिसियाँ' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'पॉलिसी KV-H-2026-7K3M9QX2 डाउनलोड करें' }).textContent).toBe(
    'पॉलिसी डाउनलोड करें',
  );
  expect(screen.getByText('चुकाया गया प्रीमियम').nextElementSibling?.textContent).toBe('₹15,483');
  expect(screen.getByText('03/12/2026 से 02/12/2027 तक')).toBeTruthy();
  expect(statusSaying('₹1,840 का भुगतान हो गया — आपके दस्तावेज़ जाँचे जा रहे हैं। ')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'आपकी शिकायतें' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'मेरा खाता हटाएँ' })).toBeTruthy();
});

it('keeps the specification’s English until Hindi is chosen', async () => {
  showDashboard();
  expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Download Policy KV-H-2026-7K3M9QX2' })).toBeTruthy();
  expect(statusSaying('Paid ₹1,840 — your documents are being checked. ')).toBeTruthy();
});
