import {
  LIFE_CONDITION_LABELS,
  MEDICAL_EXAMINATION,
  UNDERWRITING_REASONS,
  bmiLoadingReason,
  bmiOutsideRange,
  bodyMassIndex,
  usualFromAge,
  type TTermLifestyle,
  type TTermUnderwriting,
} from '@kavach/domain';
import type { TermCatalogue, TermPlan, TermUnderwritingRules } from './term-catalogue.ts';

/** The plan's own underwriting rules, or the market table's. */
export const underwritingRules = (catalogue: TermCatalogue, plan: TermPlan): TermUnderwritingRules =>
  plan.underwriting ?? catalogue.ratingTables.underwriting;

/**
 * What the declaration does to the offer, by the plan's rules: each YES that the plan prices becomes a loading on
 * the life-cover premium, with its reason; one it cannot price without seeing the buyer becomes a medical test.
 * Large covers and older buyers are tested whatever they declare. Before the declaration: only those routine tests.
 */
export function assessLifestyle(
  rules: TermUnderwritingRules,
  who: { age: number; sumAssured: number },
  lifestyle: TTermLifestyle | null,
): TTermUnderwriting {
  const loadings: TTermUnderwriting['loadings'] = [];
  const tests: TTermUnderwriting['medical_tests'] = [];
  const routine = rules.routine_tests;
  if (who.sumAssured >= routine.cover_from)
    tests.push({ test: routine.test, reason: UNDERWRITING_REASONS.LARGE_COVER });
  else if (who.age >= routine.age_from) tests.push({ test: routine.test, reason: usualFromAge(routine.age_from) });
  if (!lifestyle) return { loadings, medical_tests: tests };

  const bmi = bodyMassIndex(lifestyle.height_cm, lifestyle.weight_kg);
  if (bmi < rules.bmi_without_tests.min || bmi > rules.bmi_without_tests.max)
    tests.push({ test: MEDICAL_EXAMINATION, reason: bmiOutsideRange(bmi, rules.bmi_without_tests) });
  else {
    const band = rules.bmi_loadings.find((b) => bmi >= b.from_bmi && bmi < b.to_bmi);
    if (band && band.percent > 0)
      loadings.push({ condition: 'BMI', percent: band.percent, reason: bmiLoadingReason(bmi) });
  }
  if (lifestyle.alcohol === 'REGULAR' && rules.alcohol_regular_percent > 0)
    loadings.push({
      condition: 'ALCOHOL',
      percent: rules.alcohol_regular_percent,
      reason: UNDERWRITING_REASONS.ALCOHOL,
    });
  if (lifestyle.hazardous_occupation === 'YES' && rules.hazardous_occupation_percent > 0)
    loadings.push({
      condition: 'HAZARDOUS_OCCUPATION',
      percent: rules.hazardous_occupation_percent,
      reason: UNDERWRITING_REASONS.HAZARDOUS_OCCUPATION,
    });
  if (lifestyle.family_history === 'YES' && rules.family_history_percent > 0)
    loadings.push({
      condition: 'FAMILY_HISTORY',
      percent: rules.family_history_percent,
      reason: UNDERWRITING_REASONS.FAMILY_HISTORY,
    });
  for (const condition of new Set(lifestyle.existing_conditions)) {
    const test = rules.condition_tests[condition];
    const percent = rules.condition_loadings[condition];
    if (test) tests.push({ test, reason: LIFE_CONDITION_LABELS[condition] });
    else if (percent) loadings.push({ condition, percent, reason: LIFE_CONDITION_LABELS[condition] });
  }
  return { loadings, medical_tests: tests };
}
