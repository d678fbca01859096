import { describe, expect, it } from 'vitest';
import type { IncomeBand } from '@kavach/domain';
import { rateTermPlan, type TermPremium, type TermRatingInput } from './rate-term-plan.ts';
import { sampleTermCatalogue } from '../../test/sample-catalogue.ts';

const catalogue = sampleTermCatalogue();
const planIds = catalogue.plans.map((p) => p.plan_id);

function rate(planId: string, over: Partial<Omit<TermRatingInput, 'plan' | 'catalogue'>> = {}) {
  return rateTermPlan({
    plan: catalogue.plansById.get(planId)!,
    catalogue,
    age: 30,
    gender: 'MALE',
    smoker: false,
    sumAssured: 10_000_000,
    annualIncome: 'TEN_LAC_TO_FIFTEEN_LAC',
    addonChoices: new Map(),
    ...over,
  });
}
const priced = (r: ReturnType<typeof rate>): TermPremium => {
  if (!r.eligible) throw new Error(r.reason);
  return r;
};

describe('term premium: plausibility (docs/decisions.md §3)', () => {
  it('30-year-old male non-smoker, ₹1 crore to 65: about ₹10,000–18,000 a year', () => {
    for (const id of planIds) {
      const p = priced(rate(id));
      expect(p.total_premium).toBeGreaterThanOrEqual(10_000);
      expect(p.total_premium).toBeLessThanOrEqual(18_000);
      expect(p.policy_term).toBe(35);
      expect(p.tax).toBe(0);
    }
  });
  it('has at least 8 life insurers', () => {
    expect(new Set(catalogue.plans.map((p) => p.insurer_id)).size).toBeGreaterThanOrEqual(8);
  });
});

describe.each(planIds)('term premium for %s is monotonic', (id) => {
  it('rises with age', () => {
    const totals = [25, 35, 45, 55].map(
      (age) => priced(rate(id, { age, annualIncome: 'ABOVE_FIFTEEN_LAC' })).total_premium,
    );
    for (let i = 1; i < totals.length; i += 1) expect(totals[i]).toBeGreaterThan(totals[i - 1]!);
  });
  it('rises with cover, costs more for smokers, less for women, and more with a rider', () => {
    const covers = [2_500_000, 5_000_000, 10_000_000, 20_000_000].map(
      (sumAssured) => priced(rate(id, { sumAssured, annualIncome: 'ABOVE_FIFTEEN_LAC' })).total_premium,
    );
    for (let i = 1; i < covers.length; i += 1) expect(covers[i]).toBeGreaterThan(covers[i - 1]!);
    const base = priced(rate(id)).total_premium;
    expect(priced(rate(id, { smoker: true })).total_premium).toBeGreaterThan(base);
    expect(priced(rate(id, { gender: 'FEMALE' })).total_premium).toBeLessThan(base);
    expect(
      priced(rate(id, { addonChoices: new Map([['ACCIDENTAL_DEATH_BENEFIT', new Map([['SUM_ASSURED', '2500000']])]]) }))
        .total_premium,
    ).toBeGreaterThan(base);
  });
});

describe('term eligibility', () => {
  const id = planIds[0]!;
  // Up to 25× the top of the band under 35, 10× from 45 (termCoverMultiple).
  it.each<[IncomeBand, number, number, boolean]>([
    ['ONE_POINT_FIVE_LAC_TO_FIVE_LAC', 30, 10_000_000, true],
    ['ONE_POINT_FIVE_LAC_TO_FIVE_LAC', 30, 15_000_000, false],
    ['ONE_POINT_FIVE_LAC_TO_FIVE_LAC', 46, 5_000_000, true],
    ['ONE_POINT_FIVE_LAC_TO_FIVE_LAC', 46, 10_000_000, false],
    ['FIVE_LAC_TO_TEN_LAC', 30, 20_000_000, true],
    ['FIVE_LAC_TO_TEN_LAC', 30, 30_000_000, false],
    ['TEN_LAC_TO_FIFTEEN_LAC', 38, 30_000_000, true],
    ['TEN_LAC_TO_FIFTEEN_LAC', 42, 30_000_000, false],
    ['ABOVE_FIFTEEN_LAC', 50, 50_000_000, true],
  ])('income %s at %i may buy %i: %s', (annualIncome, age, sumAssured, ok) => {
    const r = rate(id, { annualIncome, sumAssured, age });
    expect(r.eligible).toBe(ok);
    if (!ok) expect(r).toEqual({ eligible: false, reason: 'Cover is more than your income supports' });
  });
  it('needs a term of at least 5 years: age 60 is the last entry age (65 − 60), 61 is refused', () => {
    expect(priced(rate(id, { age: 60 })).policy_term).toBe(5);
    expect(rate(id, { age: 61 })).toMatchObject({ eligible: false });
    expect(rate(id, { age: 17 })).toMatchObject({ eligible: false });
  });
});
