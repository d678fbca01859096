import {
  addDays,
  conditionsByMember,
  daysBetween,
  formatInr,
  memberCodesOf,
  parseIsoDate,
  todayIso,
  wholeYears,
  type CalendarDate,
  type THealthQuoteRequest,
} from '@kavach/domain';
import {
  zoneForDistrict,
  type AddonChoice,
  type HealthCatalogue,
  type HealthPlanEntry,
  type HealthRatingInput,
  type RatedMember,
  type Zone,
} from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';

/**
 * What every connector needs from one quote request, worked out once: ages, zone, add-ons, and each member's
 * conditions (`conditionsByMember`: a condition the request places on no member is priced on every member).
 */
export type RatingContext = {
  request: THealthQuoteRequest;
  members: RatedMember[];
  zone: Zone;
  district: string;
  coverageType: 'INDIVIDUAL' | 'FAMILY_FLOATER';
  addonChoices: Map<string, AddonChoice>;
};

export function buildRatingContext(
  catalogue: HealthCatalogue,
  request: THealthQuoteRequest,
  district: string,
  today = todayIso(),
): RatingContext {
  // Each member's age on the first day of cover bought `today` (the day after): insurers rate and admit on the age
  // at the start of the policy, so a birthday that day counts.
  const on = coverStartFor(today);
  const codes = memberCodesOf(request.member_covered);
  const conditions = conditionsByMember(request);
  const members = request.member_covered.map((m, i) => {
    const dob = parseIsoDate(m.dob);
    return {
      ageYears: dob && on ? wholeYears(dob, on) : 0,
      ageDays: dob && on ? daysBetween(dob, on) : 0,
      gender: m.gender,
      code: codes[i],
      peds: conditions[i] ?? [],
    };
  });
  return {
    request,
    members,
    zone: zoneForDistrict(catalogue.ratingTables, district),
    district,
    coverageType: request.member_coverage_plan_type ?? (members.length > 1 ? 'FAMILY_FLOATER' : 'INDIVIDUAL'),
    addonChoices: addonChoicesOf(request.addons),
  };
}

// The cover's first day changes once a day, and every quote of that day needs it: worked out once (the single quote's
// date arithmetic was a tenth of its rating, docs/performance.md).
let lastCoverStart: { today: string; on: CalendarDate | null } = { today: '', on: null };
function coverStartFor(today: string): CalendarDate | null {
  if (lastCoverStart.today !== today) lastCoverStart = { today, on: parseIsoDate(addDays(today, 1)) };
  return lastCoverStart.on;
}

export function addonChoicesOf(addons: THealthQuoteRequest['addons']): Map<string, AddonChoice> {
  const choices = new Map<string, AddonChoice>();
  for (const item of addons) {
    if (item.is_opted !== 'YES') continue;
    choices.set(item.addon_type, new Map(item.addon_options.map((o) => [o.addon_option_type, o.addon_option_value])));
  }
  return choices;
}

/**
 * A voluntary deductible is one of the amounts the catalogue rates (`deductible_factors`), else 400: a premium is
 * never worked out for an amount no one offers.
 */
export function checkDeductible(catalogue: HealthCatalogue, deductible: number): void {
  const factors = catalogue.ratingTables.deductible_factors;
  if (Object.hasOwn(factors, String(deductible))) return;
  const offered = Object.keys(factors).map(Number);
  throw new AppError('VALIDATION_FAILED', 'Deductible not offered', {
    fields: {
      deductible: `Choose one of: ${offered
        .sort((a, b) => a - b)
        .map((d) => formatInr(d))
        .join(', ')}`,
    },
  });
}

/** The plan's sum insured for this request: sum_insured_max if offered, else the largest offered within range. */
export function sumInsuredFor(plan: HealthPlanEntry, request: THealthQuoteRequest): number | undefined {
  const min = request.sum_insured_min ?? 0;
  return plan.sum_insured_options.filter((si) => si <= request.sum_insured_max && si >= min).sort((a, b) => b - a)[0];
}

export function ratingInputFor(
  catalogue: HealthCatalogue,
  plan: HealthPlanEntry,
  ctx: RatingContext,
): HealthRatingInput | undefined {
  const insurer = catalogue.insurers.get(plan.insurer_id);
  const sumInsured = sumInsuredFor(plan, ctx.request);
  if (!insurer || sumInsured === undefined) return undefined;
  return {
    plan,
    insurer,
    tables: catalogue.ratingTables,
    addonLibrary: catalogue.addons,
    members: ctx.members,
    sumInsured,
    zone: ctx.zone,
    policyPeriod: ctx.request.policy_period,
    coverageType: ctx.coverageType,
    deductible: ctx.request.deductible,
    addonChoices: ctx.addonChoices,
  };
}
