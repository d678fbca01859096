import type { TPremiumBreakup } from '@kavach/domain';
import { valueScore, type HealthCatalogue, type HealthPlanEntry, type HealthPremium } from '@kavach/rating';
import type { RatingContext } from './rating-context.ts';

/** The stored part of a quote: everything but its ids and card type, which are given when the list is read. */
export type QuoteDetail = {
  insurer_name: string;
  plan_name: string;
  insurer_logo_url: string;
  sum_insured: number;
  policy_period: RatingContext['request']['policy_period'];
  member_coverage_plan_type: RatingContext['coverageType'];
  room_rent_type: HealthPlanEntry['room_rent_type'];
  maternity_cover: boolean;
  maternity_waiting_period_months: number | null;
  ped_waiting_period_months: number;
  is_portable: boolean;
  special_feature_tags: string[];
  claim_settlement_ratio: number;
  claim_settlement_year: string;
  cashless_hospitals: number;
  co_payment_percent: number;
  no_claim_bonus: string | null;
  breakup: TPremiumBreakup;
};

export const insurerLogoUrl = (insurerId: string) => `/v1/health/insurers/${insurerId}/logo.svg`;

/** The wire breakup of a priced premium (health or term: the same shape). */
export function toBreakup(
  planId: string,
  premium: Omit<HealthPremium, 'loadings' | 'deductible'> & {
    deductible?: number;
    loadings: { condition: string; percent: number }[];
  },
): TPremiumBreakup {
  return {
    plan_id: planId,
    sum_insured: premium.sum_insured,
    ...(premium.deductible === undefined ? {} : { deductible: premium.deductible }),
    policy_years: premium.policy_years,
    base_premium: premium.base_premium,
    total_addon_premium: premium.total_addon_premium,
    discount_amount: premium.discount_amount,
    tax: premium.tax,
    total_premium: premium.total_premium,
    monthly_premium: premium.monthly_premium,
    addons: premium.addons,
    loadings: premium.loadings,
  };
}

export function buildQuoteDetail(
  catalogue: HealthCatalogue,
  plan: HealthPlanEntry,
  ctx: RatingContext,
  premium: HealthPremium,
) {
  const insurer = catalogue.insurers.get(plan.insurer_id);
  if (!insurer) throw new Error(`insurer ${plan.insurer_id} missing from catalogue`);
  const detail: QuoteDetail = {
    insurer_name: insurer.insurer_name,
    plan_name: plan.plan_name,
    insurer_logo_url: insurerLogoUrl(plan.insurer_id),
    sum_insured: premium.sum_insured,
    policy_period: ctx.request.policy_period,
    member_coverage_plan_type: ctx.coverageType,
    room_rent_type: plan.room_rent_type,
    maternity_cover: plan.maternity_cover,
    maternity_waiting_period_months: plan.maternity_waiting_period_months,
    ped_waiting_period_months: plan.ped_waiting_period_months,
    is_portable: plan.is_portable,
    special_feature_tags: plan.special_feature_tags,
    claim_settlement_ratio: insurer.claim_settlement_ratio,
    claim_settlement_year: insurer.claim_settlement_year,
    cashless_hospitals: insurer.cashless_hospitals,
    co_payment_percent: plan.co_payment_percent,
    no_claim_bonus: plan.no_claim_bonus,
    breakup: toBreakup(plan.plan_id, premium),
  };
  // Scored on the yearly premium so one-, two- and three-year quotes rank alike.
  const annual = premium.total_premium / premium.policy_years;
  return { detail, priority: valueScore(plan, insurer, annual) };
}
