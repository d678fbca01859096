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
    coverTillAge: 60,
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

// Published yearly premiums for a male non-smoker, ₹1 crore of cover to age 60 (issue 46, from the aggregators'
// listings): the sample catalogue must price every plan inside them, and a smoker at 1.5 to 2 times.
const MARKET_BANDS: readonly { age: number; low: number; high: number }[] = [
  { age: 30, low: 6_700, high: 10_500 },
  { age: 35, low: 7_200, high: 11_400 },
  { age: 40, low: 15_000, high: 18_500 },
  { age: 45, low: 21_000, high: 29_500 },
];

describe('term premium: inside the market (docs/decisions.md §3)', () => {
  it('prices every sample plan inside the published bands, and a smoker at 1.5–2×', () => {
    const outside: string[] = [];
    for (const id of planIds)
      for (const { age, low, high } of MARKET_BANDS) {
        const annualIncome = 'ABOVE_FIFTEEN_LAC';
        const { total_premium: total } = priced(rate(id, { age, annualIncome }));
        if (total < low || total > high) outside.push(`${id} at ${age}: ₹${total}, not ₹${low}–${high}`);
        const smoker = priced(rate(id, { age, annualIncome, smoker: true })).total_premium / total;
        if (smoker < 1.5 || smoker > 2) outside.push(`${id} at ${age}: a smoker pays ${smoker.toFixed(2)}×`);
      }
    expect(planIds.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });
  it('prices iProtect Smart Plus at 30 as worked by hand: ₹8,052 a year for 30 years', () => {
    // 0.932 per ₹1,000 at 30 × 1 (to 60) × 0.9 (₹1 crore) × 0.96 (the plan) × 10,000 thousands; GST exempt.
    const p = priced(rate('iprotect-smart-plus'));
    expect([p.total_premium, p.policy_term, p.cover_till_age, p.tax]).toEqual([8_052, 30, 60, 0]);
  });
  it('has at least 8 life insurers', () => {
    expect(new Set(catalogue.plans.map((p) => p.insurer_id)).size).toBeGreaterThanOrEqual(8);
  });
});

describe('cover till the age the buyer chooses', () => {
  it('runs the term to that age, and costs more the longer it runs', () => {
    const id = 'iprotect-smart-plus';
    const terms = [60, 65, 70, 75, 85, 99].map((coverTillAge) => priced(rate(id, { age: 40, coverTillAge })));
    expect(terms.map((p) => p.policy_term)).toEqual([20, 25, 30, 35, 45, 59]);
    const totals = terms.map((p) => p.total_premium);
    for (let i = 1; i < totals.length; i += 1) expect(totals[i]).toBeGreaterThan(totals[i - 1]!);
  });
  it('refuses an age the plan does not list, naming it', () => {
    expect(rate('new-tech-term', { coverTillAge: 85 })).toEqual({
      eligible: false,
      reason: 'Cover till age 85 is not offered by this plan',
    });
  });
  it('needs a term of at least 5 years: at 61, cover till 65 is refused and till 70 is quoted', () => {
    const id = 'iprotect-smart-plus';
    const annualIncome = 'ABOVE_FIFTEEN_LAC';
    expect(priced(rate(id, { age: 60, coverTillAge: 65, annualIncome })).policy_term).toBe(5);
    expect(rate(id, { age: 61, coverTillAge: 65, annualIncome })).toEqual({
      eligible: false,
      reason: 'Cover till age 65 needs at least 5 years',
    });
    expect(priced(rate(id, { age: 61, coverTillAge: 70, annualIncome })).policy_term).toBe(9);
    expect(rate(id, { age: 17 })).toMatchObject({ eligible: false });
  });
});

describe('the critical-illness rider is priced by age', () => {
  const ci = (age: number) =>
    priced(
      rate('iprotect-smart-plus', {
        age,
        coverTillAge: 99,
        annualIncome: 'ABOVE_FIFTEEN_LAC',
        addonChoices: new Map([['CRITICAL_ILLNESS', new Map([['SUM_ASSURED', '500000']])]]),
      }),
    ).addons.find((a) => a.addon_type === 'CRITICAL_ILLNESS')?.total_premium;
  it('₹5 lakh costs ₹700 a year at 25 and ₹7,250 at 58, from the age bands in addons.json', () => {
    // ₹5,00,000 × 0.0014 from 25; × 0.0145 from 55.
    expect([ci(25), ci(58)]).toEqual([700, 7_250]);
  });
  it('never costs less as the age rises', () => {
    const prices = [18, 25, 30, 35, 40, 45, 50, 55, 60].map(ci);
    expect(prices).toEqual([...prices].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(new Set(prices).size).toBe(prices.length);
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
});
