import { REVIEW_MAX_ADDONS, formatInr, type TAggregatedPremiumResponse } from '@kavach/domain';
import type { ReviewT } from '../i18n.ts';

export type Premium = Pick<TAggregatedPremiumResponse, 'premium_summary' | 'plan_premium_breakups' | 'premium_changes'>;

/**
 * docs/product/review-payment-term-bike.md §8: "the premium falls back to demonstration numbers when missing". Used
 * only when the premium call fails, and the page then says the numbers are for demonstration; payment always charges
 * the server's amount.
 */
export const DEMONSTRATION_PREMIUM: Premium = {
  premium_summary: {
    monthly_premium: 1042,
    total_premium: 12_500,
    base_premium: 12_500,
    tax: 0,
    total_addon_premium: 0,
    discount_amount: 0,
    deductible: 0,
    period_years: 1,
    period_base_premium: 12_500,
    period_addon_premium: 0,
  },
  plan_premium_breakups: [],
  premium_changes: [],
};

export type BreakdownLine = { label: string; amount: string; note?: string };

/**
 * The lines that add up to the total, every amount as the server computed it: a multi-year policy shows its base
 * and add-ons for the whole period before its discount; GST is shown as ₹0, not hidden (docs/decisions.md §3).
 */
export function breakdownLines({ premium_summary: s }: Premium, t: ReviewT): BreakdownLine[] {
  const years = s.period_years;
  const lines: BreakdownLine[] = [
    {
      label: years > 1 ? t('breakdown.baseYears', { years }) : t('breakdown.base'),
      amount: formatInr(s.period_base_premium),
    },
    {
      label: years > 1 ? t('breakdown.addonsYears', { years }) : t('breakdown.addons'),
      amount: formatInr(s.period_addon_premium),
    },
  ];
  if (s.discount_amount > 0)
    lines.push({ label: t('breakdown.multiYearDiscount'), amount: `-${formatInr(s.discount_amount)}` });
  else lines.push({ label: t('breakdown.discount'), amount: formatInr(0) });
  lines.push(
    s.tax === 0
      ? { label: t('breakdown.tax'), amount: formatInr(0), note: t('breakdown.gstExempt') }
      : { label: t('breakdown.gst'), amount: formatInr(s.tax) },
  );
  return lines;
}

/** docs/product/review-payment-term-bike.md §2.5 and §9: at most 6 add-ons, from the first plan breakup. */
export function reviewAddons(premium: Premium) {
  return (premium.plan_premium_breakups[0]?.addons ?? []).slice(0, REVIEW_MAX_ADDONS);
}

/** '+₹1,200' or '-₹300': a premium change with its direction. */
export const signedInr = (n: number) => `${n > 0 ? '+' : ''}${formatInr(n)}`;
