import { LIFE_CONDITIONS, TERM_COVER_AMOUNTS, TERM_COVER_TILL_AGES, TERM_MAX_AGE, TERM_MIN_AGE } from '@kavach/domain';
import { z } from 'zod';
import { ZAddonDefinition, ZPlanFeature } from '../health/catalogue-schema.ts';
import { catalogueError, requireCatalogueFile, type CatalogueReader } from '../catalogue-files.ts';
import { catalogueTexts, parseCatalogueTranslations, type CatalogueTranslations } from '../catalogue-translations.ts';
import { indexPlanCatalogue, type PlanCatalogue } from '../plan-catalogue.ts';
import {
  insurerRegistration,
  insurerRegistrationSources,
  ZPhone,
  ZProductDocuments,
  ZSource,
  sourcesOf,
} from '../catalogue-sources.ts';
import { checkInsurerContacts } from '../insurer-contacts.ts';

// The term-life sample catalogue (catalogue/term): files an operator can replace, validated at start-up.
const ZSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const ZTermInsurer = z.object({
  insurer_id: ZSlug,
  insurer_name: z.string().min(2),
  /** Individual death claims settled, as published, with its year: stated data. */
  claim_settlement_ratio: z.number().min(50).max(100),
  claim_settlement_year: z.string().regex(/^FY\d{4}-\d{2}$/),
  brand_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  claims_phone: ZPhone,
  customer_care_phone: ZPhone,
  ...insurerRegistration,
  sources: sourcesOf({
    claim_settlement_ratio: ZSource,
    claims_phone: ZSource,
    customer_care_phone: ZSource,
    ...insurerRegistrationSources,
  }),
});
export type TermInsurer = z.infer<typeof ZTermInsurer>;

/**
 * How a plan underwrites the lifestyle and medical declaration: which answers load the life-cover premium (by a
 * percentage) and which send the proposal for medical tests instead; and from what cover it asks for income proof.
 */
export const ZTermUnderwritingRules = z
  .object({
    bmi_loadings: z.array(
      z
        .object({ from_bmi: z.number().min(10), to_bmi: z.number().max(80), percent: z.number().min(0).max(300) })
        .strict(),
    ),
    /** Outside this range the insurer examines before it prices. */
    bmi_without_tests: z.object({ min: z.number(), max: z.number() }).strict(),
    alcohol_regular_percent: z.number().min(0).max(300),
    hazardous_occupation_percent: z.number().min(0).max(300),
    family_history_percent: z.number().min(0).max(300),
    condition_loadings: z.partialRecord(z.enum(LIFE_CONDITIONS), z.number().min(0).max(300)),
    condition_tests: z.partialRecord(z.enum(LIFE_CONDITIONS), z.string().min(3)),
    /** Tests every buyer from this cover or this age takes, whatever they declared. */
    routine_tests: z
      .object({ cover_from: z.number().positive(), age_from: z.number().int(), test: z.string().min(3) })
      .strict(),
    income_proof_cover_from: z.number().positive(),
  })
  .strict()
  .refine(
    (u) => LIFE_CONDITIONS.every((c) => u.condition_loadings[c] !== undefined || u.condition_tests[c] !== undefined),
    {
      message: 'every existing condition needs a loading or a test',
    },
  );
export type TermUnderwritingRules = z.infer<typeof ZTermUnderwritingRules>;

export const ZTermPlan = z.object({
  plan_id: ZSlug,
  insurer_id: ZSlug,
  plan_name: z.string().min(2),
  tagline: z.string().min(5),
  base_rate_multiplier: z.number().min(0.5).max(2),
  min_cover: z.number().positive(),
  max_cover: z.number().positive(),
  min_entry_age: z.number().int().min(18),
  max_entry_age: z.number().int().max(75),
  /** The ages this plan's cover can run till, youngest first (TERM_COVER_TILL_AGES); the buyer chooses one. */
  cover_till_ages: z
    .array(z.literal(TERM_COVER_TILL_AGES))
    .min(1)
    .refine((ages) => ages.every((a, i) => i === 0 || a > ages[i - 1]!), {
      message: 'must run from the youngest age up',
    }),
  addon_ids: z.array(ZSlug),
  features: z.array(ZPlanFeature).min(2),
  /** A plan that underwrites differently from the market table (rating-tables.json) states its own rules. */
  underwriting: ZTermUnderwritingRules.optional(),
  product: ZProductDocuments,
  sources: sourcesOf({ base_rate_multiplier: ZSource, cover_till_ages: ZSource }),
});
export type TermPlan = z.infer<typeof ZTermPlan>;

export const ZTermRatingTables = z.object({
  /**
   * Annual premium per ₹1,000 of cover for a male non-smoker, cover to age 60, by entry age: each row a point, the
   * rate between two points growing at a steady yearly rate from one to the next (rate-term-plan.ts).
   */
  rate_per_thousand_to_60: z
    .array(z.object({ age: z.number().int(), rate: z.number().positive() }).strict())
    .min(2)
    .refine((rows) => rows.every((r, i) => i === 0 || (r.age > rows[i - 1]!.age && r.rate > rows[i - 1]!.rate)), {
      message: 'ages and rates must rise from row to row',
    })
    .refine((rows) => rows[0]!.age <= TERM_MIN_AGE && rows.at(-1)!.age >= TERM_MAX_AGE, {
      message: `must rate every age from ${TERM_MIN_AGE} to ${TERM_MAX_AGE}`,
    }),
  /** How much more cover to a later age costs than cover to 60, for each age the buyer may choose. */
  cover_till_age_factors: z.record(z.string().regex(/^\d+$/), z.number().min(1).max(5)),
  female_factor: z.number().min(0.5).max(1),
  smoker_factor: z.number().min(1).max(3),
  cover_factors: z.record(z.string().regex(/^\d+$/), z.number().positive()),
  gst_rate: z.number().min(0).max(0.5),
  underwriting: ZTermUnderwritingRules,
  sources: sourcesOf({
    rate_per_thousand_to_60: ZSource,
    cover_till_age_factors: ZSource,
    female_factor: ZSource,
    smoker_factor: ZSource,
    cover_factors: ZSource,
  }),
});
export type TermRatingTables = z.infer<typeof ZTermRatingTables>;

export type TermCatalogue = PlanCatalogue<TermInsurer, TermPlan, TermRatingTables> & {
  /** Its texts in the other languages it carries (i18n/<language>.json), as the health catalogue's. */
  translations: CatalogueTranslations;
};

/** Validates and cross-checks the term catalogue files `read` hands over; throws CatalogueError naming the problems. */
export function parseTermCatalogue(read: CatalogueReader): TermCatalogue {
  // Term files are parsed one by one, and the first that fails stops the load.
  const catalogue = indexPlanCatalogue({
    insurers: requireCatalogueFile(read, 'Term', 'insurers.json', z.array(ZTermInsurer).min(8)),
    plans: requireCatalogueFile(read, 'Term', 'plans.json', z.array(ZTermPlan).min(8)),
    addons: requireCatalogueFile(read, 'Term', 'addons.json', z.array(ZAddonDefinition)),
    ratingTables: requireCatalogueFile(read, 'Term', 'rating-tables.json', ZTermRatingTables),
  });
  const { insurers, plans, addons, ratingTables } = catalogue;
  const problems = checkInsurerContacts([{ file: 'insurers.json', insurers: [...insurers.values()] }]);
  for (const p of plans) {
    if (!insurers.has(p.insurer_id)) problems.push(`plans.json: ${p.plan_id}: unknown insurer ${p.insurer_id}`);
    for (const a of p.addon_ids) if (!addons.has(a)) problems.push(`plans.json: ${p.plan_id}: unknown add-on ${a}`);
  }
  for (const amount of TERM_COVER_AMOUNTS)
    if (ratingTables.cover_factors[String(amount)] === undefined)
      problems.push(`rating-tables.json: cover_factors: missing ${amount}`);
  for (const age of TERM_COVER_TILL_AGES)
    if (ratingTables.cover_till_age_factors[String(age)] === undefined)
      problems.push(`rating-tables.json: cover_till_age_factors: missing ${age}`);
  if (new Set(plans.map((p) => p.plan_id)).size !== plans.length) problems.push('plans.json: duplicate plan_id');
  const { translations, problems: translationProblems } = parseCatalogueTranslations(
    read,
    catalogueTexts([...insurers.values()], plans, [...addons.values()], ratingTables),
  );
  problems.push(...translationProblems);
  if (problems.length > 0) throw catalogueError('Term', problems);
  return { ...catalogue, translations };
}
