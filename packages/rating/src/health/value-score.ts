import type { HealthInsurerEntry, HealthPlanEntry } from './catalogue-schema.ts';

/**
 * The quote list's sort key `priority` (docs/product/quotes.md §2: highest first), a documented value score rather than
 * a "best" label (docs/decisions.md §4a): quality points per ₹10,000 of annual premium.
 *
 * Quality points = 20
 *   + 2 × (claim settlement ratio − 80), at most 40
 *   + room rent: no limit 15, single room 10, shared room 0
 *   + 4 per year the pre-existing-disease waiting period is shorter than 4 years
 *   + 6 with a restore benefit, + 4 with maternity cover
 *   − half the co-payment percentage.
 */
export function qualityPoints(plan: HealthPlanEntry, insurer: HealthInsurerEntry): number {
  const csr = Math.min(40, Math.max(0, 2 * (insurer.claim_settlement_ratio - 80)));
  const room = plan.room_rent_type === 'NO_ROOM_RENT_LIMIT' ? 15 : plan.room_rent_type === 'SINGLE_ROOM' ? 10 : 0;
  const ped = ((48 - plan.ped_waiting_period_months) / 12) * 4;
  const restore = plan.special_feature_tags.includes('RESTORE_BENEFIT') ? 6 : 0;
  const maternity = plan.maternity_cover ? 4 : 0;
  return 20 + csr + room + ped + restore + maternity - plan.co_payment_percent / 2;
}

export function valueScore(plan: HealthPlanEntry, insurer: HealthInsurerEntry, annualPremium: number): number {
  if (annualPremium <= 0) return 0;
  return Math.round((qualityPoints(plan, insurer) / (annualPremium / 10_000)) * 100) / 100;
}
