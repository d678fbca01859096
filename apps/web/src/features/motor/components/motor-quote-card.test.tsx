import type { TMotorQuote } from '@kavach/domain';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { MotorQuoteCard } from './motor-quote-card.tsx';

type Priced = Extract<TMotorQuote, { eligible: true }>;

// A car's new-vehicle bundle: a year of own damage with three years of third party.
const bundle = {
  eligible: true,
  insurer_id: 'acko',
  insurer_name: 'Acko',
  idv: 600_000,
  idv_min: 540_000,
  idv_max: 660_000,
  own_damage: { basic: 10_000, deductible_discount: 0, ncb_percent: 0, ncb_discount: 0, net: 10_000 },
  third_party: { premium: 10_640, years: 3 },
  pa_owner_driver: 331,
  addons: [],
  total_addon_premium: 0,
  net_premium: 20_971,
  gst: 3775,
  total_premium: 24_746,
  quote_token: 't',
} as unknown as Priced;

function renderCard(planLabel: string) {
  render(
    <MotorQuoteCard
      quote={bundle}
      planLabel={planLabel}
      onBuy={vi.fn()}
      buying={false}
      disabled={false}
      compare={{ chosen: false, full: false, onToggle: vi.fn() }}
    />,
  );
}

describe('a motor quote card', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says its facts, breakup and Buy Now in English', () => {
    renderCard('1 year own damage + long-term third party');
    expect(screen.getByText('3 years')).toBeTruthy();
    expect(screen.getByText('Third party (3 years)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeTruthy();
  });

  it('says them in Hindi, the years counted the Hindi way', async () => {
    await i18n.changeLanguage('hi');
    renderCard('1 वर्ष स्वयं की क्षति + लंबी अवधि का थर्ड पार्टी');
    expect(await screen.findByRole('button', { name: 'अभी ख़रीदें' })).toBeTruthy();
    expect(screen.getByText('3 वर्ष')).toBeTruthy();
    const breakup = within(screen.getByText('प्रीमियम का ब्योरा').closest('details')!);
    expect(breakup.getByText('थर्ड पार्टी (3 वर्ष)')).toBeTruthy();
    expect(breakup.getByText('कुल प्रीमियम')).toBeTruthy();
  });
});
