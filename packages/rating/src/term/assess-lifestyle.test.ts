import { describe, expect, it } from 'vitest';
import type { TTermLifestyle } from '@kavach/domain';
import { sampleTermCatalogue } from '../../test/sample-catalogue.ts';
import { assessLifestyle, underwritingRules } from './assess-lifestyle.ts';
import { rateTermPlan } from './rate-term-plan.ts';

const catalogue = sampleTermCatalogue();
const plan = catalogue.plans[0]!;
const rules = underwritingRules(catalogue, plan);
const healthy: TTermLifestyle = {
  height_cm: 175,
  weight_kg: 72,
  alcohol: 'OCCASIONAL',
  tobacco: 'NO',
  hazardous_occupation: 'NO',
  existing_conditions: [],
  family_history: 'NO',
};
const assess = (over: Partial<TTermLifestyle>, who = { age: 30, sumAssured: 10_000_000 }) =>
  assessLifestyle(rules, who, { ...healthy, ...over });

describe('lifestyle and medical declaration', () => {
  it('changes nothing for a healthy 30-year-old buying ₹1 crore', () => {
    expect(assess({})).toEqual({ loadings: [], medical_tests: [] });
  });
  it('loads each YES the plan prices, with its reason', () => {
    expect(
      assess({
        weight_kg: 98,
        alcohol: 'REGULAR',
        hazardous_occupation: 'YES',
        family_history: 'YES',
        existing_conditions: ['HYPERTENSION'],
      }).loadings,
    ).toEqual([
      { condition: 'BMI', percent: 25, reason: 'Body-mass index 32' },
      { condition: 'ALCOHOL', percent: 15, reason: 'Drinks alcohol regularly' },
      { condition: 'HAZARDOUS_OCCUPATION', percent: 50, reason: 'Hazardous work or hobby' },
      { condition: 'FAMILY_HISTORY', percent: 10, reason: 'Family history of illness before 60' },
      { condition: 'HYPERTENSION', percent: 25, reason: 'High blood pressure' },
    ]);
  });
  it('asks for tests where the plan will not price unseen: a BMI outside its range, and conditions like diabetes', () => {
    expect(assess({ weight_kg: 120 })).toEqual({
      loadings: [],
      medical_tests: [{ test: 'Medical examination', reason: 'Body-mass index 39.2 is outside 17–35' }],
    });
    expect(assess({ existing_conditions: ['DIABETES', 'HEART_DISEASE'] }).medical_tests.map((t) => t.reason)).toEqual([
      'Diabetes',
      'Heart disease',
    ]);
  });
  it('tests large covers and older buyers whatever they declare', () => {
    expect(assessLifestyle(rules, { age: 30, sumAssured: 20_000_000 }, null).medical_tests).toEqual([
      { test: 'Medical examination, blood and urine tests', reason: 'Usual for a cover of this size' },
    ]);
    expect(assessLifestyle(rules, { age: 46, sumAssured: 5_000_000 }, null).medical_tests).toEqual([
      { test: 'Medical examination, blood and urine tests', reason: 'Usual from age 45' },
    ]);
  });
  it('raises the life-cover premium by the loadings and leaves riders at the standard rate', () => {
    const base = {
      plan,
      catalogue,
      age: 30,
      coverTillAge: 65,
      gender: 'MALE' as const,
      smoker: false,
      sumAssured: 10_000_000,
      annualIncome: 'TEN_LAC_TO_FIFTEEN_LAC' as const,
      addonChoices: new Map([['ACCIDENTAL_DEATH_BENEFIT', new Map([['SUM_ASSURED', '1000000']])]]),
    };
    const standard = rateTermPlan(base);
    const loaded = rateTermPlan({ ...base, loadings: [{ condition: 'BMI', percent: 25 }] });
    if (!standard.eligible || !loaded.eligible) throw new Error('not eligible');
    expect(loaded.base_premium).toBe(Math.round(standard.base_premium * 1.25));
    expect(loaded.total_addon_premium).toBe(standard.total_addon_premium);
    expect(loaded.loadings).toEqual([{ condition: 'BMI', percent: 25 }]);
  });
});
