import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyCard } from './journey-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const journey = {
  journey_id: '5a0c1f4e-58e4-4a55-9c3a-2f8f6d1c9b10',
  plan_name: 'Two-wheeler Package',
  insurer_name: 'Digit',
  journey_step: 'OWNER',
  total_premium: 1840,
  updated_at: '2026-11-20T10:00:00.000Z',
  removable: true,
};

function renderCard(card: ComponentProps<typeof JourneyCard>['journey']) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ul>
          <JourneyCard journey={card} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('JourneyCard', () => {
  it.each([
    ['HEALTH', 'Health'],
    ['TERM', 'Term life'],
    ['MOTOR', 'Motor'],
  ] as const)('names a %s purchase as %s, with its insurer and premium', (vertical, product) => {
    renderCard({ ...journey, vertical });
    expect(screen.getByText(new RegExp(`^${product} · Digit · ₹1,840`))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Resume Two-wheeler Package' })).toBeTruthy();
  });

  it('says when it was last saved by the Indian calendar: 1:30 am in Pune is already the next day', () => {
    renderCard({ ...journey, vertical: 'HEALTH', updated_at: '2026-11-26T20:00:00.000Z' });
    expect(screen.getByText(/last saved 27\/11\/2026$/)).toBeTruthy();
  });

  it('says where a paid purchase stands with its insurer, and offers no Resume', () => {
    renderCard({
      ...journey,
      vertical: 'TERM',
      removable: false,
      payment_held: 18786,
      insurer_stage: 'With HDFC Life: medical test on 3 Dec, 9:00',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Payment of ₹18,786 received. With HDFC Life: medical test on 3 Dec, 9:00',
    );
    expect(screen.queryByRole('link', { name: 'Resume Two-wheeler Package' })).toBeNull();
  });

  // Issue 48: paid with its KYC documents waiting for staff, it read "Next: Review and payment".
  it('says a purchase paid and held for the KYC check is paid and being checked, with no next step and no Resume', () => {
    renderCard({
      ...journey,
      vertical: 'HEALTH',
      journey_step: 'REVIEW_SUBMIT',
      removable: false,
      payment_held: 154832,
      kyc_review: 'UNDER_REVIEW',
    });
    expect(screen.getByRole('status').textContent).toMatch(/^Paid ₹1,54,832 — your documents are being checked\. /);
    expect(screen.queryByText(/^Next:/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Resume Two-wheeler Package' })).toBeNull();
  });

  // Issue 45: a proposal the insurer declined stayed a purchase to resume, and paying again was held for nothing.
  it('says the insurer declined and the premium went back, with no next step and no Resume', () => {
    renderCard({
      ...journey,
      vertical: 'HEALTH',
      removable: false,
      payment_held: null,
      insurer_stage: 'Declined — ₹18,786 refunded',
    });
    expect(screen.getByRole('status').textContent).toBe('Declined — ₹18,786 refunded');
    expect(screen.queryByText(/^Next:/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Resume Two-wheeler Package' })).toBeNull();
  });

  it('books the medical test slot the buyer picks, and declines a counter-offer, each with the journey', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(200, { status: 'REFERRED', stage: 'With HDFC Life: medical test on 2 Dec, 9:00' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard({
      ...journey,
      vertical: 'TERM',
      removable: false,
      payment_held: 18786,
      insurer_stage: 'With HDFC Life: pick a slot for your medical test',
      medical_test_slots: ['2026-12-01T09:00:00+05:30', '2026-12-02T09:00:00+05:30'],
      counter_offer: { extra_premium: 2400, reason: 'A 20% loading for Diabetes' },
    });
    fireEvent.change(screen.getByLabelText('Medical test slot'), { target: { value: '2026-12-02T09:00:00+05:30' } });
    expect(screen.getByRole('option', { name: '2 Dec, 9:00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book medical test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline and get a full refund' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const sent = fetch.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body))]);
    expect(sent).toEqual([
      ['/v1/insurer-cases/medical-test', { journey_id: journey.journey_id, slot: '2026-12-02T09:00:00+05:30' }],
      ['/v1/insurer-cases/counter-offer', { journey_id: journey.journey_id, answer: 'DECLINE' }],
    ]);
    expect(screen.getByText('₹2,400 more a year: A 20% loading for Diabetes.')).toBeTruthy();
  });

  it('offers Remove only while no money is on the purchase', () => {
    renderCard({ ...journey, vertical: 'HEALTH', removable: false });
    expect(screen.queryByRole('button', { name: 'Remove Two-wheeler Package' })).toBeNull();
  });

  it('removes the purchase only once the buyer confirms, and sends nothing when they keep it', async () => {
    const fetch = vi.fn(async () => json(200, { journey_id: journey.journey_id, uploads_erased: 0 }));
    vi.stubGlobal('fetch', fetch);
    renderCard({ ...journey, vertical: 'HEALTH' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Two-wheeler Package' }));
    await screen.findByRole('alertdialog', { name: 'Remove this purchase?' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Two-wheeler Package' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual([`/v1/account/journeys/${journey.journey_id}`, 'DELETE']);
  });

  it('keeps the dialog open with the server’s words when it refuses (a payment started in another tab)', async () => {
    const refusal = 'This purchase has a payment on it, so it cannot be removed.';
    vi.stubGlobal('fetch', async () => json(409, { error: { code: 'CONFLICT', message: refusal } }));
    renderCard({ ...journey, vertical: 'HEALTH' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Two-wheeler Package' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('alertdialog', { name: 'Remove this purchase?' })).toBeTruthy();
  });
});
