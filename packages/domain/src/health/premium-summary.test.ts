import { describe, expect, it } from 'vitest';
import type { TPremiumBreakup } from '../api/health/quote';
import { addonPremiumChange, premiumSummaryOf } from './premium-summary';

// A two-year policy: ₹12,000 base and ₹1,500 of add-ons a year (figures worked out by hand below).
const priced: TPremiumBreakup = {
  plan_id: 'plan-1',
  sum_insured: 1_000_000,
  policy_years: 2,
  base_premium: 12_000,
  total_addon_premium: 1_500,
  discount_amount: 1_350,
  tax: 4_617,
  total_premium: 30_267,
  monthly_premium: 1_262,
  addons: [],
  loadings: [],
};

describe('premiumSummaryOf', () => {
  it('gives the whole period’s base and add-on premiums, and the plan’s own line', () => {
    const { premium_summary, plan_premium_breakups } = premiumSummaryOf(priced);
    expect(premium_summary).toMatchObject({
      period_years: 2,
      period_base_premium: 24_000,
      period_addon_premium: 3_000,
    });
    expect(premium_summary.total_premium).toBe(30_267);
    expect(plan_premium_breakups).toEqual([
      expect.objectContaining({ plan_id: 'plan-1', policy_years: 2, total_premium: 30_267 }),
    ]);
  });
});

describe('addonPremiumChange', () => {
  it('is the yearly add-on difference over the whole period, negative when add-ons were dropped', () => {
    expect(addonPremiumChange({ ...priced, total_addon_premium: 500 }, priced)).toBe(2_000);
    expect(addonPremiumChange({ ...priced, total_addon_premium: 2_000 }, priced)).toBe(-1_000);
    expect(addonPremiumChange(priced, priced)).toBe(0);
  });
});
