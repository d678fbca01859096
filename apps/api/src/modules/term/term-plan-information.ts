import type { TTermPlanInformationResponse } from '@kavach/domain';
import { translateFeatures, type CatalogueText, type TermCatalogue } from '@kavach/rating';
import { planAddons } from '../health-plans/plan-views.ts';
import { termLogoUrl } from './term-quote-detail.ts';

/**
 * GET /v1/termlife/plan-information: every plan with its features and riders, their texts through `text` (the
 * catalogue's translation into the request's language, docs/i18n.md). Built anew: the catalogue is never changed.
 */
export function buildTermPlanInformation(catalogue: TermCatalogue, text: CatalogueText): TTermPlanInformationResponse {
  return catalogue.plans.map((plan) => {
    const insurer = catalogue.insurers.get(plan.insurer_id);
    return {
      plan_id: plan.plan_id,
      plan_meta_json: {
        plan_name: plan.plan_name,
        insurer_id: plan.insurer_id,
        insurer_name: insurer?.insurer_name ?? plan.insurer_id,
        insurer_logo_url: termLogoUrl(plan.insurer_id),
        tagline: text(plan.tagline),
        claim_settlement_ratio: insurer?.claim_settlement_ratio ?? 0,
        claim_settlement_year: insurer?.claim_settlement_year ?? '',
        max_cover: plan.max_cover,
        min_entry_age: plan.min_entry_age,
        max_entry_age: plan.max_entry_age,
        cover_till_ages: plan.cover_till_ages,
        features: translateFeatures(plan.features, text),
      },
      plan_config_json: { addons: planAddons(catalogue, plan, text) },
    };
  });
}
