import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { NS } from '../i18n.ts';
import { breakdownLines, reviewAddons, signedInr, type Premium } from './premium-breakdown.ts';

const english = i18n.getFixedT('en', NS);

const addon = (n: number) => ({
  addon_id: `a${n}`,
  addon_type: `ADDON_${n}`,
  display_name: `Add-on ${n}`,
  total_premium: 100 * n,
  is_opted: 'NO' as const,
});

function premium(years: number, summary: Partial<Premium['premium_summary']>, addons = [addon(1)]): Premium {
  return {
    premium_summary: {
      monthly_premium: 0,
      total_premium: 0,
      base_premium: 0,
      tax: 0,
      total_addon_premium: 0,
      discount_amount: 0,
      deductible: 0,
      period_years: years,
      period_base_premium: 0,
      period_addon_premium: 0,
      ...summary,
    },
    plan_premium_breakups: [
      {
        plan_id: 'p',
        sum_insured: 1_000_000,
        policy_years: years,
        monthly_premium: 0,
        base_premium: 0,
        total_premium: 0,
        addons,
      },
    ],
    premium_changes: [],
  };
}

describe('premium breakdown', () => {
  it("lists the server's amounts for the whole period, the discount and GST as ₹0 exempt, adding up to the total", () => {
    // 2 years of (12,000 + 1,500), 10% multi-year discount, no tax: 24,300 — the period figures as the server sent
    // them.
    const lines = breakdownLines(
      premium(2, {
        base_premium: 12_000,
        total_addon_premium: 1_500,
        period_base_premium: 24_000,
        period_addon_premium: 3_000,
        discount_amount: 2_700,
        total_premium: 24_300,
      }),
      english,
    );
    expect(lines).toEqual([
      { label: 'Base premium (2 years)', amount: '₹24,000' },
      { label: 'Add-ons (2 years)', amount: '₹3,000' },
      { label: 'Multi-year discount', amount: '-₹2,700' },
      { label: 'Tax', amount: '₹0', note: 'GST exempt' },
    ]);
  });

  it('shows a charged tax as GST, and a zero discount for one year', () => {
    const lines = breakdownLines(
      premium(1, { base_premium: 10_000, period_base_premium: 10_000, tax: 1_800 }),
      english,
    );
    expect(lines.map((l) => `${l.label} ${l.amount}`)).toEqual([
      'Base premium ₹10,000',
      'Add-ons ₹0',
      'Discount ₹0',
      'GST ₹1,800',
    ]);
  });

  it('shows at most 6 add-ons, from the first plan breakup (docs/product/review-payment-term-bike.md §9)', () => {
    const many = premium(1, {}, [1, 2, 3, 4, 5, 6, 7, 8].map(addon));
    expect(reviewAddons(many).map((a) => a.addon_type)).toEqual([
      'ADDON_1',
      'ADDON_2',
      'ADDON_3',
      'ADDON_4',
      'ADDON_5',
      'ADDON_6',
    ]);
    expect(reviewAddons({ ...many, plan_premium_breakups: [] })).toEqual([]);
  });

  it('signs premium changes', () => {
    expect(signedInr(1947)).toBe('+₹1,947');
    expect(signedInr(-300)).toBe('-₹300');
  });
});
