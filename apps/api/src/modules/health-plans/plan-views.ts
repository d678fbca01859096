import type { TAddon, TPlanMeta } from '@kavach/domain';
import {
  translateFeatures,
  type AddonDefinition,
  type CatalogueText,
  type HealthCatalogue,
  type HealthPlanEntry,
} from '@kavach/rating';
import { insurerLogoUrl } from '../quotes/build-quote.ts';

export function toPlanMeta(catalogue: HealthCatalogue, plan: HealthPlanEntry): TPlanMeta {
  const insurer = catalogue.insurers.get(plan.insurer_id);
  return {
    plan_id: plan.plan_id,
    plan_name: plan.plan_name,
    tagline: plan.tagline,
    insurer_id: plan.insurer_id,
    insurer_name: insurer?.insurer_name ?? plan.insurer_id,
    insurer_logo_url: insurerLogoUrl(plan.insurer_id),
    claim_settlement_ratio: insurer?.claim_settlement_ratio ?? 0,
    claim_settlement_year: insurer?.claim_settlement_year ?? '',
    cashless_hospitals: insurer?.cashless_hospitals ?? 0,
    room_rent_type: plan.room_rent_type,
    co_payment_percent: plan.co_payment_percent,
    sum_insured_options: plan.sum_insured_options,
    features: plan.features,
    claim_process: plan.claim_process,
  };
}

/**
 * A plan's information as a buyer reads it: its tagline, features and claim steps through `text` (the catalogue's
 * translation into the buyer's language). A new object: the one the catalogue holds is shared by every request.
 */
export function translatePlanTexts(plan: TPlanMeta, text: CatalogueText): TPlanMeta {
  return {
    ...plan,
    tagline: text(plan.tagline),
    features: translateFeatures(plan.features, text),
    claim_process: plan.claim_process.map((step) => ({
      ...step,
      claim_process_name: text(step.claim_process_name),
      claim_process_description: text(step.claim_process_description),
      claim_what_to_know: text(step.claim_what_to_know),
    })),
  };
}

/**
 * Add-ons as the browser sees them: no pricing rules (those stay server-side; prices come with quotes), and their
 * texts through `text` (the catalogue's translation into the buyer's language; as written by default).
 */
export function planAddons(
  catalogue: { addons: ReadonlyMap<string, AddonDefinition> },
  plan: { addon_ids: readonly string[] },
  text: CatalogueText = (s) => s,
): TAddon[] {
  return plan.addon_ids.flatMap((id) => {
    const def = catalogue.addons.get(id);
    return def ? [toAddon(def, text)] : [];
  });
}

function toAddon({ pricing: _pricing, ...addon }: AddonDefinition, text: CatalogueText): TAddon {
  return {
    ...addon,
    addon_name: text(addon.addon_name),
    addon_short_description: text(addon.addon_short_description),
    addon_options: addon.addon_options.map((o) => ({
      ...o,
      addon_option_label: text(o.addon_option_label),
      addon_option_values: o.addon_option_values.map((v) => ({ ...v, addon_option_label: text(v.addon_option_label) })),
    })),
  };
}
