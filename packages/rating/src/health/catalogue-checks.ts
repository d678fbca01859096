import {
  isConditionQuestion,
  COVERAGE_AMOUNTS,
  DECLARED_CONDITION_PEDS,
  DEFAULT_COVERAGE,
  HEALTH_INSURER_IDS,
  SAMPLE_HOSPITAL_COUNT,
  isFreeTextAddonOption,
} from '@kavach/domain';
import type {
  AddonDefinition,
  HealthInsurerEntry,
  HealthPlanEntry,
  Hospital,
  JourneyConfigs,
  MedicalQuestion,
  RatingTables,
} from './catalogue-schema';
import { phoneDigits } from '../catalogue-sources.ts';
import { checkInsurerContacts } from '../insurer-contacts.ts';

// What the schemas cannot see: references between files and rules across rows. Each check returns
// messages of the form "file: path: problem", so an operator can find the line to fix.

export type ParsedCatalogue = {
  insurers: HealthInsurerEntry[];
  plans: HealthPlanEntry[];
  addons: AddonDefinition[];
  ratingTables: RatingTables;
  medicalQuestionSets: Record<string, MedicalQuestion[]>;
  journeyConfigs: JourneyConfigs;
  hospitals: Hospital[];
};

export function checkCatalogue(c: ParsedCatalogue): string[] {
  return [
    ...checkInsurers(c.insurers),
    ...checkAddons(c.addons),
    ...checkPlans(c),
    ...checkQuestionSets(c.medicalQuestionSets),
    ...checkHospitals(c.hospitals),
    ...checkRatingTables(c.ratingTables),
  ];
}

function duplicates<T>(file: string, rows: readonly T[], field: keyof T & string): string[] {
  const seen = new Set<unknown>();
  return rows.flatMap((row, i) => {
    const id = row[field];
    if (seen.has(id)) return [`${file}: [${i}].${field}: duplicate ${field} "${String(id)}"`];
    seen.add(id);
    return [];
  });
}

function checkInsurers(insurers: readonly HealthInsurerEntry[]): string[] {
  const present = new Set<string>(insurers.map((i) => i.insurer_id));
  return [
    ...duplicates('insurers.json', insurers, 'insurer_id'),
    ...checkInsurerContacts([{ file: 'insurers.json', insurers }]),
    ...HEALTH_INSURER_IDS.filter((id) => !present.has(id)).map((id) => `insurers.json: missing insurer "${id}"`),
  ];
}

function checkAddons(addons: readonly AddonDefinition[]): string[] {
  const problems = duplicates('addons.json', addons, 'addon_id');
  const groupMode = new Map<string, string>();
  addons.forEach((a, i) => {
    const at = `addons.json: [${i}]`;
    const mode = groupMode.get(a.addon_group_id);
    if (mode === undefined) groupMode.set(a.addon_group_id, a.addon_group_selection_type);
    else if (mode !== a.addon_group_selection_type) {
      problems.push(
        `${at}.addon_group_selection_type: group "${a.addon_group_id}" mixes ${mode} and ${a.addon_group_selection_type}`,
      );
    }
    // The priced option is the one chosen from a list; free-text options carry no price.
    const priced = a.addon_options.filter((o) => !isFreeTextAddonOption(o.addon_option_type));
    const { pricing } = a;
    if (pricing.kind !== 'PERCENT_OF_BASE_BY_OPTION' && pricing.kind !== 'PER_MEMBER_PER_UNIT') return;
    const values = priced.length === 1 ? (priced[0]?.addon_option_values ?? []) : [];
    if (values.length === 0) {
      problems.push(`${at}.pricing: ${pricing.kind} needs exactly one option with a list of values`);
      return;
    }
    for (const v of values) {
      if (pricing.kind === 'PERCENT_OF_BASE_BY_OPTION' && pricing.by_option[v.addon_option_key] === undefined) {
        problems.push(`${at}.pricing.by_option: no price for option value "${v.addon_option_key}"`);
      }
      if (pricing.kind === 'PER_MEMBER_PER_UNIT' && !/^\d+$/.test(v.addon_option_key)) {
        problems.push(
          `${at}.addon_options: PER_MEMBER_PER_UNIT needs numeric option values, got "${v.addon_option_key}"`,
        );
      }
    }
  });
  return problems;
}

/**
 * Why an add-on a plan lists would sell the buyer nothing (docs/product/catalogue.md), or null: a waiver of the
 * co-payment the plan does not have, or a recharge without limit on a plan that already recharges without limit.
 */
function addsNothing(addonType: string | undefined, plan: ParsedCatalogue['plans'][number]): string | null {
  if (addonType === 'CO_PAYMENT_WAIVER' && plan.co_payment_percent === 0) return 'the plan has no co-payment';
  if (addonType === 'UNLIMITED_RECHARGE' && plan.restoration === 'UNLIMITED')
    return 'the plan already restores its cover without limit';
  return null;
}

function checkPlans(c: ParsedCatalogue): string[] {
  const problems = duplicates('plans.json', c.plans, 'plan_id');
  const insurerIds = new Set<string>(c.insurers.map((i) => i.insurer_id));
  const addonIds = new Set(c.addons.map((a) => a.addon_id));
  const addonTypes = new Map(c.addons.map((a) => [a.addon_id, a.addon_type]));
  const insurerById = new Map(c.insurers.map((insurer) => [insurer.insurer_id, insurer]));
  c.plans.forEach((p, i) => {
    const at = `plans.json: [${i}]`;
    if (!insurerIds.has(p.insurer_id))
      problems.push(`${at}.insurer_id: insurer "${p.insurer_id}" is not in insurers.json`);
    p.addon_ids.forEach((id, j) => {
      if (!addonIds.has(id)) problems.push(`${at}.addon_ids[${j}]: unknown add-on "${id}" (not in addons.json)`);
      const useless = addsNothing(addonTypes.get(id), p);
      if (useless) problems.push(`${at}.addon_ids[${j}]: "${id}" adds nothing to "${p.plan_id}": ${useless}`);
    });
    if (!Object.hasOwn(c.medicalQuestionSets, p.medical_question_set_id)) {
      problems.push(`${at}.medical_question_set_id: unknown question set "${p.medical_question_set_id}"`);
    }
    if (!Object.hasOwn(c.journeyConfigs, p.journey_config_id)) {
      problems.push(`${at}.journey_config_id: unknown journey config "${p.journey_config_id}"`);
    }
    // The maternity filter reads the waiting period, so a plan must not say one thing in each field.
    if (p.maternity_cover !== (p.maternity_waiting_period_months !== null)) {
      problems.push(`${at}.maternity_waiting_period_months: must be set exactly when maternity_cover is true`);
    }
    // docs/product/catalogue.md §1: a buyer may port an indemnity policy to another insurer.
    if (p.benefit_basis === 'INDEMNITY' && !p.is_portable)
      problems.push(`${at}.is_portable: "${p.plan_id}" is an indemnity plan and must be portable`);
    problems.push(...claimStepNumbers(at, p, insurerById.get(p.insurer_id)));
    // The default quote asks for 10 lakh (docs/product/quotes.md §9); a plan without it would vanish from the first
    // list.
    if (!p.sum_insured_options.includes(DEFAULT_COVERAGE)) {
      problems.push(`${at}.sum_insured_options: plan "${p.plan_id}" must offer ${DEFAULT_COVERAGE}`);
    }
  });
  return problems;
}

/** A toll-free number as the plan's texts print it: 1800-266-7010, 1800 2666, 1860-500-8888. */
const TOLL_FREE = /\b1[89]00(?:[ -]?\d){4,8}\b/g;

/** docs/product/catalogue.md §3: a number a claim step tells the buyer to call is one of the insurer's own two. */
function claimStepNumbers(at: string, plan: HealthPlanEntry, insurer: HealthInsurerEntry | undefined): string[] {
  if (!insurer) return [];
  const own = new Set([insurer.claims_phone, insurer.customer_care_phone].map(phoneDigits));
  return plan.claim_process.flatMap((step, j) =>
    (['claim_process_description', 'claim_what_to_know'] as const).flatMap((field) =>
      [...step[field].matchAll(TOLL_FREE)]
        .map(([number]) => number)
        .filter((number) => !own.has(phoneDigits(number)))
        .map(
          (number) =>
            `${at}.claim_process[${j}].${field}: ${number} is not ${insurer.insurer_name}'s claims or customer-care number (insurers.json)`,
        ),
    ),
  );
}

function checkQuestionSets(sets: Record<string, MedicalQuestion[]>): string[] {
  const problems: string[] = [];
  for (const [setId, questions] of Object.entries(sets)) {
    const typeOf = new Map<string, string>();
    questions.forEach((q, i) => {
      if (typeOf.has(q.question_id)) {
        problems.push(
          `medical-question-sets.json: ${setId}[${i}].question_id: duplicate question_id "${q.question_id}"`,
        );
      }
      typeOf.set(q.question_id, q.section_type);
    });
    const parentType = { SECTION: null, REFLEXIVE: 'SECTION', SUB_REFLEXIVE: 'REFLEXIVE' } as const;
    questions.forEach((q, i) => {
      const at = `medical-question-sets.json: ${setId}[${i}].reflexive_id`;
      const wanted = parentType[q.section_type];
      if (wanted === null) {
        if (q.reflexive_id !== null)
          problems.push(`${at}: SECTION question ${q.question_id} must have reflexive_id null`);
        return;
      }
      const actual = q.reflexive_id === null ? undefined : typeOf.get(q.reflexive_id);
      if (actual !== wanted) {
        const found = q.reflexive_id === null ? 'null' : `"${q.reflexive_id}" (${actual ?? 'not in this set'})`;
        problems.push(
          `${at}: ${q.section_type} question ${q.question_id} must follow a ${wanted} question, not ${found}`,
        );
      }
    });
    problems.push(...checkConditionQuestions(setId, questions));
  }
  return problems;
}

/**
 * A health journey is priced on the conditions its declaration lists (docs/decisions.md §4a): every condition a set
 * offers must be one the domain prices (DECLARED_CONDITION_PEDS), under a question the domain reads
 * (CONDITION_QUESTION_IDS), so no declared condition goes unpriced.
 */
function checkConditionQuestions(setId: string, questions: readonly MedicalQuestion[]): string[] {
  const problems: string[] = [];
  const known = Object.keys(DECLARED_CONDITION_PEDS);
  questions.forEach((q, i) => {
    const at = `medical-question-sets.json: ${setId}[${i}]`;
    const keys = q.answer_field_options.map((o) => o.answer_option_key);
    if (!isConditionQuestion(q.question_id)) {
      if (q.answer_field_type === 'MULTI_SELECT' && keys.some((k) => known.includes(k)))
        problems.push(
          `${at}.question_id: ${q.question_id} lists conditions but is not a condition question the price reads`,
        );
      return;
    }
    for (const key of keys.filter((k) => !known.includes(k)))
      problems.push(`${at}.answer_field_options: condition "${key}" has no priced condition (DECLARED_CONDITION_PEDS)`);
  });
  if (!questions.some((q) => isConditionQuestion(q.question_id)))
    problems.push(`medical-question-sets.json: ${setId}: asks no condition question`);
  return problems;
}

function checkHospitals(hospitals: readonly Hospital[]): string[] {
  // docs/product/quotes.md §2: the hospital tab shows a fixed sample of exactly this many.
  return hospitals.length === SAMPLE_HOSPITAL_COUNT
    ? []
    : [`hospitals.json: must list exactly ${SAMPLE_HOSPITAL_COUNT} hospitals, found ${hospitals.length}`];
}

function checkRatingTables(t: RatingTables): string[] {
  const file = 'rating-tables.json';
  const problems: string[] = [];
  const bands = t.age_bands.map((b, i) => ({ ...b, i })).sort((a, b) => a.min_age - b.min_age);
  // Every age from 0 to 100 must fall in exactly one band, or some member would get no rate or two.
  let next = 0;
  for (const b of bands) {
    const at = `${file}: age_bands[${b.i}]`;
    if (b.min_age > b.max_age) problems.push(`${at}: min_age ${b.min_age} is above max_age ${b.max_age}`);
    if (b.min_age > next) problems.push(`${at}: gap, no band covers ages ${next} to ${b.min_age - 1}`);
    if (b.min_age < next)
      problems.push(`${at}: overlap, ages ${b.min_age} to ${Math.min(next - 1, b.max_age)} are in two bands`);
    next = Math.max(next, b.max_age + 1);
  }
  if (next !== 101) problems.push(`${file}: age_bands: must end at age 100, ends at ${next - 1}`);

  let previous: { amount: number; factor: number } | undefined;
  for (const amount of COVERAGE_AMOUNTS) {
    const factor = t.sum_insured_factors[String(amount)];
    if (factor === undefined) {
      problems.push(`${file}: sum_insured_factors: missing key "${amount}"`);
      continue;
    }
    if (previous && factor <= previous.factor) {
      problems.push(
        `${file}: sum_insured_factors.${amount}: ${factor} must be above ${previous.factor} (for ${previous.amount})`,
      );
    }
    previous = { amount, factor };
  }
  if (t.deductible_factors['0'] !== 1)
    problems.push(`${file}: deductible_factors.0: must be 1 (no deductible, no discount)`);
  return problems;
}
