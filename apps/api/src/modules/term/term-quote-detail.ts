import { ridersWithinCover, type TTermQuote } from '@kavach/domain';
import type { TermCatalogue, TermPlan, TermPremium } from '@kavach/rating';
import { toBreakup } from '../quotes/build-quote.ts';
import type { QuoteRow } from '../quotes/repository.ts';

export const termLogoUrl = (insurerId: string) => `/v1/termlife/insurers/${insurerId}/logo.svg`;

type TermDetail = Omit<
  TTermQuote,
  | 'quote_id'
  | 'quotation_list_id'
  | 'plan_id'
  | 'insurer_id'
  | 'priority'
  | 'periodic_premium_breakups'
  | 'plan_premium_breakups'
> & { breakup: TTermQuote['periodic_premium_breakups'] };

/**
 * Term value score (the list's sort key, no "best" label): quality points per ₹10,000 of annual premium, where
 * quality = 20 + 4 × (claim settlement ratio − 90, at least 0) + 2 per rider the plan offers on this cover (one
 * the premium ceilings leave no cover of is not offered, so neither counted nor credited).
 */
export function buildTermQuoteDetail(catalogue: TermCatalogue, plan: TermPlan, premium: TermPremium) {
  const insurer = catalogue.insurers.get(plan.insurer_id);
  const csr = insurer?.claim_settlement_ratio ?? 0;
  const listed = plan.addon_ids.flatMap((id) => catalogue.addons.get(id) ?? []);
  const riders = ridersWithinCover(listed, premium.sum_insured, premium.rider_cover_limits).riders.length;
  const detail: TermDetail = {
    insurer_name: insurer?.insurer_name ?? plan.insurer_id,
    plan_name: plan.plan_name,
    insurer_logo_url: termLogoUrl(plan.insurer_id),
    sum_insured: premium.sum_insured,
    policy_term: premium.policy_term,
    cover_till_age: premium.cover_till_age,
    claim_settlement_ratio: csr,
    claim_settlement_year: insurer?.claim_settlement_year ?? null,
    rider_count: riders,
    rider_cover_limits: premium.rider_cover_limits,
    breakup: toBreakup(plan.plan_id, premium),
  };
  const quality = 20 + 4 * Math.max(0, csr - 90) + 2 * riders;
  return { detail, priority: Math.round((quality / (premium.total_premium / 10_000)) * 100) / 100 };
}

export function toTermQuote(row: QuoteRow): TTermQuote {
  const { breakup, ...detail } = row.detail as unknown as TermDetail;
  return {
    quote_id: row.id,
    quotation_list_id: row.quotationListId,
    plan_id: row.planId,
    insurer_id: row.insurerId,
    ...detail,
    priority: row.priority,
    periodic_premium_breakups: breakup,
    plan_premium_breakups: [breakup],
  };
}
