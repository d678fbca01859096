import { z } from 'zod';
import { ZFeatureType } from '../../constants/health';
import { ZAddonGroupSelectionType } from '../../constants/addons';

// GET /v1/health/plan-information (docs/product/quotes.md §3 "Plan meta") and GET /v1/health/plan-config/{plan_id}.
export const ZPlanFeature = z.object({
  feature_name: z.string(),
  feature_description: z.string(),
  feature_explanation: z.string(),
  feature_type: ZFeatureType,
});

export const ZClaimProcessStep = z.object({
  claim_process_name: z.string(),
  claim_process_description: z.string(),
  claim_what_to_know: z.string(),
});

export const ZPlanMeta = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  tagline: z.string(),
  insurer_id: z.string(),
  insurer_name: z.string(),
  insurer_logo_url: z.string(),
  claim_settlement_ratio: z.number(),
  claim_settlement_year: z.string(),
  cashless_hospitals: z.number(),
  room_rent_type: z.string(),
  co_payment_percent: z.number(),
  sum_insured_options: z.array(z.number()),
  features: z.array(ZPlanFeature),
  claim_process: z.array(ZClaimProcessStep),
});
export type TPlanMeta = z.infer<typeof ZPlanMeta>;

export const ZPlanInformationResponse = z.array(ZPlanMeta);

export const ZAddonOption = z.object({
  addon_option_type: z.string(),
  addon_option_key: z.string(),
  addon_option_label: z.string(),
  addon_option_values: z.array(z.object({ addon_option_key: z.string(), addon_option_label: z.string() })),
});

export const ZAddon = z.object({
  addon_id: z.string(),
  addon_type: z.string(),
  addon_name: z.string(),
  addon_short_description: z.string(),
  addon_group_id: z.string(),
  addon_group_selection_type: ZAddonGroupSelectionType,
  addon_options: z.array(ZAddonOption),
});
export type TAddon = z.infer<typeof ZAddon>;

export const ZPlanIdParams = z.object({ plan_id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown plan') });

export const ZPlanConfigResponse = z.object({
  plan_id: z.string(),
  addons: z.array(ZAddon),
});
export type TPlanConfigResponse = z.infer<typeof ZPlanConfigResponse>;

export const ZHospitalsResponse = z.object({
  hospitals: z.array(
    z.object({
      hospital_name: z.string(),
      hospital_address: z.string(),
      full_address: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      pincode: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
});
export type THospitalsResponse = z.infer<typeof ZHospitalsResponse>;
