import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { PolicyCard } from './policy-card.tsx';

const policy = {
  policy_number: 'KV-M-2026-7K3M9QX2',
  journey_id: '5a0c1f4e-58e4-4a55-9c3a-2f8f6d1c9b10',
  vertical: 'MOTOR' as const,
  plan_name: 'Third party only cover: Honda Activa 6G',
  insurer_name: 'Digit',
  premium_paid: 842,
  start_date: '2026-12-03',
  end_date: '2027-12-02',
  members: ['Rahul Kulkarni'],
};

const renderCard = (sumInsured: number | null, more: Partial<Parameters<typeof PolicyCard>[0]['policy']> = {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ul>
          <PolicyCard policy={{ ...policy, sum_insured: sumInsured, ...more }} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );

// attack16: a third-party-only policy insures the owner's liability, not the scooter: the card must not state a value.
it('states no insured value for third-party-only cover, and the value for cover that has one', () => {
  renderCard(null);
  expect(screen.getByText('None: third-party cover insures your liability to others')).toBeTruthy();
  expect(screen.queryByText(/₹0/)).toBeNull();
});

it('states the value insured, in its own vertical’s words: a vehicle’s IDV and owner, a life’s sum assured', () => {
  const { unmount } = renderCard(100_000);
  const detail = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
  expect(detail('Insured declared value (IDV)')).toBe('₹1 Lakh');
  expect(detail('Owner')).toBe('Rahul Kulkarni');
  expect(screen.queryByText('Sum insured')).toBeNull();
  unmount();
  renderCard(10_000_000, { vertical: 'TERM', plan_name: 'Click 2 Protect Supreme' });
  expect(detail('Sum assured')).toBe('₹1 Crore');
  expect(detail('Life assured')).toBe('Rahul Kulkarni');
});

// Issue 47: the days to the end as the server counted them, and what a lapse costs in the buyer's words.
it('states the days left, and after the end what renewing late keeps', () => {
  const { unmount } = renderCard(null, { renewal: { state: 'IN_FORCE', days_left: 30 } });
  expect(screen.getByText('Ends in 30 days')).toBeTruthy();
  unmount();
  renderCard(null, { renewal: { state: 'LAPSED_RENEWABLE', days_ago: 3, until: '2028-03-01' } });
  expect(screen.getByText(/Expired 3 days ago: the vehicle is not insured\. Renew by 01\/03\/2028/)).toBeTruthy();
});

// Issue 47: renewal terms are offered once renewals open, 90 days before the end, and not once renewed here.
it('offers renewal terms from 90 days before the end until the policy is renewed', () => {
  const terms = () => screen.queryByRole('button', { name: `Renewal terms for policy ${policy.policy_number}` });
  const { unmount } = renderCard(null, { renewal: { state: 'IN_FORCE', days_left: 91 } });
  expect(terms()).toBeNull();
  unmount();
  const second = renderCard(null, { renewal: { state: 'IN_FORCE', days_left: 90 } });
  expect(terms()).toBeTruthy();
  second.unmount();
  renderCard(null, {
    renewal: { state: 'RENEWED', policy_number: 'DIGIT-M-2027-0A1B2C3D', from: '2027-12-03', new_policy: false },
  });
  expect(screen.getByText('Renewed: policy DIGIT-M-2027-0A1B2C3D covers you from 03/12/2027.')).toBeTruthy();
  expect(terms()).toBeNull();
});

// docs/product/cancellation.md: the refund follows the insurer's confirmation; until then the card says it waits.
it('says a cancellation waits for the insurer, and only then that the policy is cancelled', () => {
  const cancelled = { cancelled_on: '2026-12-05', cancel_refund: 612, cancelled_in_free_look: false };
  const waiting = renderCard(null, { ...cancelled, cancel_awaiting_insurer: true });
  expect(
    screen.getByText(
      'Cancellation requested — waiting for the insurer. Digit cancels the policy it issued; the refund of ₹612 follows once it confirms.',
    ),
  ).toBeTruthy();
  expect(screen.queryByText(/You are no longer covered/)).toBeNull();
  waiting.unmount();
  renderCard(null, { ...cancelled, cancel_awaiting_insurer: false });
  expect(screen.getByText(/^Cancelled on 05\/12\/2026\. You are no longer covered by this policy\./)).toBeTruthy();
  expect(screen.queryByText(/waiting for the insurer/)).toBeNull();
});
