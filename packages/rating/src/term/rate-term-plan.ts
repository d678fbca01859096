import {
  TERM_MIN_POLICY_TERM,
  maxCoverForIncomeBand,
  riderPremiumAboveCap,
  termPolicyTerm,
  type IncomeBand,
} from '@kavach/domain';
import { priceAddonLines, unlistedAddonReason, type AddonChoice } from '../health/price-addon.ts';
import type { HealthPremium, Ineligible } from '../health/rate-health-plan.ts';
import { riderCoverLimits } from './rider-limits.ts';
import type { TermCatalogue, TermPlan, TermRatingTables } from './term-catalogue.ts';

export type TermRatingInput = {
  plan: TermPlan;
  catalogue: TermCatalogue;
  age: number;
  /** The age the cover runs till, as the buyer chose it: the plan must list it. */
  coverTillAge: number;
  gender: 'MALE' | 'FEMALE';
  smoker: boolean;
  sumAssured: number;
  annualIncome: IncomeBand;
  addonChoices: ReadonlyMap<string, AddonChoice>;
  /** Loadings from the lifestyle declaration (assess-lifestyle.ts), in percent of the life-cover premium. */
  loadings?: readonly { condition: string; percent: number }[];
};

/** A plan not offered on the input, and why; `addon_type` names the rider that priced it out, if one did. */
export type TermIneligible = Ineligible & { addon_type?: string };

/** The health premium's shape, for a yearly-paid term: `total_premium` is paid every year of `policy_term`. */
export type TermPremium = Omit<HealthPremium, 'loadings' | 'deductible'> & {
  policy_term: number;
  cover_till_age: number;
  loadings: { condition: string; percent: number }[];
  /** Each cover rider's highest sum assured the ceilings allow on this premium, alone (riderCoverLimits). */
  rider_cover_limits: Record<string, number | null>;
};

/**
 * The rate per ₹1,000 for cover to 60 at an entry age: the table's row for that age, or between two rows, a rate that
 * grows at a steady yearly rate from the younger row's to the older's (premiums rise faster with age, not in steps).
 */
export function ratePerThousandTo60(tables: TermRatingTables, age: number): number {
  const rows = tables.rate_per_thousand_to_60;
  const above = rows.findIndex((r) => r.age >= age);
  const upper = rows[above === -1 ? rows.length - 1 : above]!;
  const lower = rows[Math.max(0, above - 1)]!;
  if (above <= 0 || upper.age === age) return upper.rate;
  return lower.rate * (upper.rate / lower.rate) ** ((age - lower.age) / (upper.age - lower.age));
}

/**
 * docs/decisions.md §3 term premium: rate per ₹1,000 of cover to 60 by entry age (rating-tables.json), × the factor
 * for the age the cover runs till, × 0.84 for women, × 1.8 for smokers, × a cover-size factor (large covers are cheaper
 * per thousand), × the plan's multiplier. The policy term runs from the entry age to the age chosen, which the plan
 * must offer. Riders are add-ons. Loadings from the declaration raise the life-cover premium (not the riders). Cover
 * above the income band's ceiling, a term under five years, or riders dearer than IRDAI lets them be
 * (riderPremiumAboveCap), is declined with the reason.
 */
export function rateTermPlan(input: TermRatingInput): TermPremium | TermIneligible {
  const { plan, catalogue, age, coverTillAge } = input;
  const t = catalogue.ratingTables;
  const term = termPolicyTerm(age, coverTillAge);
  if (age < plan.min_entry_age || age > plan.max_entry_age)
    return { eligible: false, reason: `Entry age is ${plan.min_entry_age} to ${plan.max_entry_age}` };
  const tillFactor = t.cover_till_age_factors[String(coverTillAge)];
  if (!plan.cover_till_ages.some((a) => a === coverTillAge) || tillFactor === undefined)
    return { eligible: false, reason: `Cover till age ${coverTillAge} is not offered by this plan` };
  if (term < TERM_MIN_POLICY_TERM)
    return {
      eligible: false,
      reason: `Cover till age ${coverTillAge} needs at least ${TERM_MIN_POLICY_TERM} years`,
    };
  if (input.sumAssured < plan.min_cover || input.sumAssured > plan.max_cover)
    return { eligible: false, reason: 'Cover amount not offered by this plan' };
  if (input.sumAssured > maxCoverForIncomeBand(input.annualIncome, age))
    return { eligible: false, reason: 'Cover is more than your income supports' };
  const coverFactor = t.cover_factors[String(input.sumAssured)] ?? 1;
  const ratePerThousand =
    ratePerThousandTo60(t, age) *
    tillFactor *
    (input.gender === 'FEMALE' ? t.female_factor : 1) *
    (input.smoker ? t.smoker_factor : 1) *
    coverFactor *
    plan.base_rate_multiplier;
  const declared = input.loadings ?? [];
  const loadingFactor = 1 + declared.reduce((sum, l) => sum + l.percent, 0) / 100;
  // Riders are priced on the standard life premium: a loading is for the life cover the insurer carries.
  const standard = Math.round((input.sumAssured / 1000) * ratePerThousand);
  const base = Math.round(standard * loadingFactor);
  const riders = priceAddonLines(plan.addon_ids, catalogue.addons, {
    basePremium: standard,
    memberCount: 1,
    eldestAge: age,
    choices: input.addonChoices,
  });
  if ('unlisted' in riders) return { eligible: false, reason: unlistedAddonReason(riders.unlisted) };
  const { lines: addons, total: addonTotal } = riders;
  const overCap = riderPremiumAboveCap(addons, base);
  if (overCap) return { eligible: false, reason: overCap.message, addon_type: overCap.addon_type };
  const tax = Math.round((base + addonTotal) * t.gst_rate);
  const total = base + addonTotal + tax;
  return {
    eligible: true,
    sum_insured: input.sumAssured,
    policy_years: 1,
    policy_term: term,
    cover_till_age: coverTillAge,
    base_premium: base,
    addons,
    total_addon_premium: addonTotal,
    discount_amount: 0,
    tax,
    total_premium: total,
    monthly_premium: Math.round(total / 12),
    rider_cover_limits: riderCoverLimits(catalogue, plan, { standard, base, age }),
    loadings: [
      ...(input.smoker ? [{ condition: 'SMOKER', percent: Math.round((t.smoker_factor - 1) * 100) }] : []),
      ...declared.map(({ condition, percent }) => ({ condition, percent })),
    ],
  };
}
