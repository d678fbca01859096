import type { TAddon, TPlanMeta } from '@kavach/domain';
import type { AddonDefinition, HealthCatalogue, HealthPlanEntry } from '@kavach/rating';
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

/** Add-ons as the browser sees them: no pricing rules (those stay server-side; prices come with quotes). */
export function planAddons(
  catalogue: { addons: ReadonlyMap<string, AddonDefinition> },
  plan: { addon_ids: readonly string[] },
): TAddon[] {
  return plan.addon_ids.flatMap((id) => {
    const def = catalogue.addons.get(id);
    return def ? [toAddon(def)] : [];
  });
}

function toAddon({ pricing: _pricing, ...addon }: AddonDefinition): TAddon {
  return addon;
}
