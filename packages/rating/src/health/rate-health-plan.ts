import {
  addonFitsMembers,
  checkPlanEntryAge,
  policyPeriodYears,
  type MemberCoveragePlanType,
  type PedValue,
  type PolicyPeriod,
} from '@kavach/domain';
import type { AddonDefinition, HealthInsurerEntry, HealthPlanEntry, RatingTables } from './catalogue-schema.ts';
import { priceAddonLines, unlistedAddonReason, type AddonChoice, type AddonLine } from './price-addon.ts';
import { zoneFactor, type Zone } from './zone.ts';

/**
 * A member as the premium is worked out: age on the first day of cover, gender (which add-ons fit), the conditions
 * they declared (which load their share) and the code a loading names them by (SELF, FATHER, CHILD_01…).
 */
export type RatedMember = {
  ageYears: number;
  ageDays: number;
  gender?: string | undefined;
  code?: string | undefined;
  peds?: readonly PedValue[] | undefined;
};

export type HealthRatingInput = {
  plan: HealthPlanEntry;
  insurer: HealthInsurerEntry;
  tables: RatingTables;
  addonLibrary: ReadonlyMap<string, AddonDefinition>;
  members: readonly RatedMember[];
  sumInsured: number;
  zone: Zone;
  policyPeriod: PolicyPeriod;
  coverageType: MemberCoveragePlanType;
  deductible: number;
  /** Opted add-ons by addon_type, with the option values the buyer chose. */
  addonChoices: ReadonlyMap<string, AddonChoice>;
};

export type { AddonLine } from './price-addon.ts';

export type HealthPremium = {
  eligible: true;
  sum_insured: number;
  policy_years: number;
  /** The voluntary deductible a year the base premium is discounted for (0: claims paid from the first rupee). */
  deductible: number;
  /** Annual premium of the cover itself: age, cover, zone, floater, loadings and deductible applied. */
  base_premium: number;
  addons: AddonLine[];
  total_addon_premium: number;
  discount_amount: number;
  tax: number;
  /** What the buyer pays for the whole policy period. */
  total_premium: number;
  monthly_premium: number;
  /** Each condition's loading and the codes of the members whose share it raises. */
  loadings: { condition: PedValue; percent: number; members: string[] }[];
};

export type Ineligible = { eligible: false; reason: string };

const round = (n: number) => Math.round(n);

/**
 * The health premium of one plan (docs/decisions.md §3), deterministic and explainable:
 * each member's market rate for their age band × the plan's multiplier × sum-insured factor × zone factor;
 * a floater charges the dearest member in full and each other member at the plan's floater factor;
 * a declared condition loads the share of the member who has it (a condition the plan declines declines the whole
 * policy); a voluntary deductible discounts; opted add-ons are added;
 * a multi-year period earns its discount on the total; GST is a line of its own (0: exempt since 22/09/2025).
 */
export function rateHealthPlan(input: HealthRatingInput): HealthPremium | Ineligible {
  const { plan, tables } = input;
  const blocked = checkEligibility(input);
  if (blocked) return { eligible: false, reason: blocked };

  const siFactor = tables.sum_insured_factors[String(input.sumInsured)];
  if (siFactor === undefined) return { eligible: false, reason: 'Sum insured not rated' };

  // Each member's own loadings, worked out once: they raise that member's share and are listed against them.
  const loaded = input.members.map((member, i) => ({
    code: member.code ?? `MEMBER_${i + 1}`,
    own: loadingsOf(input.plan, member.peds ?? []),
    rate:
      ageRate(tables, member.ageYears) * plan.rating.base_rate_multiplier * siFactor * zoneFactor(tables, input.zone),
  }));
  const floater = input.coverageType === 'FAMILY_FLOATER';
  // Each share carries its own member's loadings: the parents' diabetes raises the parents' shares, not the children's.
  const cover = [...loaded]
    .sort((a, b) => b.rate - a.rate)
    .reduce((sum, { own, rate }, i) => {
      const share = floater && i > 0 ? rate * plan.rating.floater_additional_member_factor : rate;
      return sum + share * (1 + own.reduce((f, l) => f + l.percent / 100, 0));
    }, 0);

  const loadings: HealthPremium['loadings'] = [];
  for (const { code, own } of loaded)
    for (const l of own) {
      const line = loadings.find((x) => x.condition === l.condition);
      if (line) line.members.push(code);
      else loadings.push({ ...l, members: [code] });
    }
  const deductibleFactor = tables.deductible_factors[String(input.deductible)];
  // Only a listed amount is priced: an unlisted one would be a discount the catalogue never set.
  if (deductibleFactor === undefined) return { eligible: false, reason: 'Deductible not offered' };
  const basePremium = round(cover * deductibleFactor);

  // An add-on that could pay nothing for these members (maternity cover with no woman insured) is not offered, and
  // choosing it anyway prices nothing.
  const offered = plan.addon_ids.filter((id) => {
    const type = input.addonLibrary.get(id)?.addon_type;
    return type === undefined || addonFitsMembers(type, input.members);
  });
  const refused = plan.addon_ids.find(
    (id) => !offered.includes(id) && input.addonChoices.has(input.addonLibrary.get(id)?.addon_type ?? ''),
  );
  if (refused)
    return {
      eligible: false,
      reason: `${input.addonLibrary.get(refused)?.addon_name ?? refused}: no insured woman to cover`,
    };
  const pricedAddons = priceAddonLines(offered, input.addonLibrary, {
    basePremium,
    memberCount: input.members.length,
    eldestAge: Math.max(...input.members.map((m) => m.ageYears)),
    choices: input.addonChoices,
  });
  if ('unlisted' in pricedAddons) return { eligible: false, reason: unlistedAddonReason(pricedAddons.unlisted) };
  const { lines: addons, total: totalAddonPremium } = pricedAddons;

  const years = policyPeriodYears(input.policyPeriod);
  const gross = (basePremium + totalAddonPremium) * years;
  const discount = round(gross * tables.multi_year_discounts[input.policyPeriod]);
  const tax = round((gross - discount) * tables.gst_rate);
  const total = gross - discount + tax;
  return {
    eligible: true,
    sum_insured: input.sumInsured,
    deductible: input.deductible,
    policy_years: years,
    base_premium: basePremium,
    addons,
    total_addon_premium: totalAddonPremium,
    discount_amount: discount,
    tax,
    total_premium: total,
    monthly_premium: round(total / (12 * years)),
    loadings,
  };
}

function checkEligibility({ plan, members, sumInsured }: HealthRatingInput): string | null {
  if (members.length === 0) return 'No members to insure';
  if (members.length > plan.max_members) return `Covers at most ${plan.max_members} members`;
  if (!plan.sum_insured_options.includes(sumInsured)) return 'Sum insured not offered';
  for (const m of members) {
    const problem = checkPlanEntryAge({ years: m.ageYears, days: m.ageDays }, plan.entry_age);
    if (problem) return problem;
  }
  for (const ped of new Set(members.flatMap((m) => m.peds ?? []))) {
    const rule = plan.rating.ped_rules[ped];
    if (rule && 'decline' in rule) return `Not available with a declared ${ped.toLowerCase().replaceAll('_', ' ')}`;
  }
  return null;
}

/** The loadings the plan's rules set for one member's conditions, each condition once, in percent. */
function loadingsOf(plan: HealthPlanEntry, peds: readonly PedValue[]): { condition: PedValue; percent: number }[] {
  return [...new Set(peds)].flatMap((ped) => {
    const rule = plan.rating.ped_rules[ped];
    return rule && 'loading' in rule && rule.loading > 0
      ? [{ condition: ped, percent: Math.round(rule.loading * 100) }]
      : [];
  });
}

function ageRate(tables: RatingTables, age: number): number {
  const band = tables.age_bands.find((b) => age >= b.min_age && age <= b.max_age) ?? tables.age_bands.at(-1);
  return band?.rate ?? 0;
}
