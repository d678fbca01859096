import { describe, expect, it } from 'vitest';
import type { PedValue, PolicyPeriod } from '@kavach/domain';
import { sampleHealthCatalogue } from '../../test/sample-catalogue.ts';
import { rateHealthPlan, type HealthPremium, type HealthRatingInput, type RatedMember } from './rate-health-plan.ts';
import type { Zone } from './zone.ts';

const catalogue = sampleHealthCatalogue();
const adult = (age: number): RatedMember => ({ ageYears: age, ageDays: age * 365 });

function rate(
  planId: string,
  over: Partial<Omit<HealthRatingInput, 'plan' | 'insurer' | 'tables' | 'addonLibrary'>> = {},
) {
  const plan = catalogue.plansById.get(planId);
  if (!plan) throw new Error(`no plan ${planId}`);
  const insurer = catalogue.insurers.get(plan.insurer_id);
  if (!insurer) throw new Error('no insurer');
  return rateHealthPlan({
    plan,
    insurer,
    tables: catalogue.ratingTables,
    addonLibrary: catalogue.addons,
    members: [adult(30)],
    sumInsured: 1_000_000,
    zone: 'metro' as Zone,
    policyPeriod: 'YEAR_01' as PolicyPeriod,
    coverageType: 'INDIVIDUAL',
    deductible: 0,
    addonChoices: new Map(),
    ...over,
  });
}

function priced(result: ReturnType<typeof rateHealthPlan>): HealthPremium {
  if (!result.eligible) throw new Error(`not eligible: ${result.reason}`);
  return result;
}

const planIds = catalogue.plans.map((p) => p.plan_id);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe('health premium: plausibility against the Indian market (docs/decisions.md §3)', () => {
  it('30-year-old in a metro, ₹10 lakh individual: the typical plan costs ₹9,000–15,000 a year', () => {
    const premiums = planIds.map((id) => priced(rate(id)).total_premium);
    expect(median(premiums)).toBeGreaterThanOrEqual(9_000);
    expect(median(premiums)).toBeLessThanOrEqual(15_000);
    for (const p of premiums) {
      expect(p).toBeGreaterThan(7_000);
      expect(p).toBeLessThan(18_000);
    }
  });

  it('shows tax as a line of 0: individual health cover is GST-exempt since 22 September 2025', () => {
    const p = priced(rate(planIds[0] ?? ''));
    expect(p.tax).toBe(0);
    expect(p.total_premium).toBe(p.base_premium + p.total_addon_premium - p.discount_amount + p.tax);
  });
});

describe.each(planIds)('health premium for %s is monotonic', (planId) => {
  it('rises with age', () => {
    const ages = [25, 35, 45, 55, 65];
    const totals = ages
      .map((age) => rate(planId, { members: [adult(age)] }))
      .filter((r) => r.eligible)
      .map((r) => priced(r).total_premium);
    for (let i = 1; i < totals.length; i += 1) expect(totals[i]).toBeGreaterThan(totals[i - 1] ?? 0);
  });

  it('rises with the cover amount', () => {
    const plan = catalogue.plansById.get(planId);
    const totals = [...(plan?.sum_insured_options ?? [])]
      .sort((a, b) => a - b)
      .map((si) => priced(rate(planId, { sumInsured: si })).total_premium);
    for (let i = 1; i < totals.length; i += 1) expect(totals[i]).toBeGreaterThan(totals[i - 1] ?? 0);
  });

  it('rises with each member added to a floater, and a floater costs less than separate covers', () => {
    const family = [adult(35), adult(33), { ageYears: 6, ageDays: 2200 }, { ageYears: 3, ageDays: 1100 }];
    const totals = [1, 2, 3, 4].map(
      (n) =>
        priced(rate(planId, { members: family.slice(0, n), coverageType: n > 1 ? 'FAMILY_FLOATER' : 'INDIVIDUAL' }))
          .total_premium,
    );
    for (let i = 1; i < totals.length; i += 1) expect(totals[i]).toBeGreaterThan(totals[i - 1] ?? 0);
    const separate = priced(rate(planId, { members: family, coverageType: 'INDIVIDUAL' })).total_premium;
    expect(totals[3]).toBeLessThan(separate);
  });

  it('rises when an add-on is opted, and a deductible lowers it', () => {
    const base = priced(rate(planId));
    // Hospital cash, an add-on every sample plan offers (a recharge adds nothing to one that recharges already).
    const choice = new Map([['HOSPITAL_CASH_BENEFIT', new Map([['DAILY_CASH_AMOUNT', '1000']])]]);
    const withCash = priced(rate(planId, { addonChoices: choice }));
    expect(withCash.total_premium).toBeGreaterThan(base.total_premium);
    expect(withCash.addons.find((a) => a.addon_type === 'HOSPITAL_CASH_BENEFIT')?.is_opted).toBe('YES');
    expect(priced(rate(planId, { deductible: 50_000 })).total_premium).toBeLessThan(base.total_premium);
  });

  it('costs more in a metro than in the rest of India', () => {
    expect(priced(rate(planId, { zone: 'metro' })).total_premium).toBeGreaterThan(
      priced(rate(planId, { zone: 'rest' })).total_premium,
    );
  });
});

describe('health premium rules', () => {
  const planId = planIds[0] ?? '';

  it('discounts multi-year periods and spreads the monthly price over the whole period', () => {
    const one = priced(rate(planId));
    const three = priced(rate(planId, { policyPeriod: 'YEAR_03' }));
    expect(three.policy_years).toBe(3);
    expect(three.discount_amount).toBe(
      Math.round(one.base_premium * 3 * catalogue.ratingTables.multi_year_discounts.YEAR_03),
    );
    expect(three.total_premium).toBe(one.base_premium * 3 - three.discount_amount);
    expect(three.monthly_premium).toBe(Math.round(three.total_premium / 36));
    expect(three.total_premium).toBeLessThan(one.total_premium * 3);
  });

  it('loads declared conditions and names each loading', () => {
    const plan = catalogue.plans.find((p) => {
      const rule = p.rating.ped_rules.DIABETES;
      return rule && 'loading' in rule && rule.loading > 0;
    });
    expect(plan).toBeDefined();
    const clean = priced(rate(plan?.plan_id ?? ''));
    const diabetic = priced(
      rate(plan?.plan_id ?? '', { members: [{ ...adult(30), code: 'SELF', peds: ['DIABETES'] }] }),
    );
    expect(diabetic.total_premium).toBeGreaterThan(clean.total_premium);
    expect(diabetic.loadings.map((l) => [l.condition, l.members])).toEqual([['DIABETES', ['SELF']]]);
  });

  it('declines where the plan declines a condition, with the reason', () => {
    const plan = catalogue.plans.find((p) => {
      const rule = p.rating.ped_rules.HEART_DISEASE;
      return rule && 'decline' in rule;
    });
    expect(plan).toBeDefined();
    const result = rate(plan?.plan_id ?? '', { members: [adult(30), { ...adult(60), peds: ['HEART_DISEASE'] }] });
    expect(result).toEqual({ eligible: false, reason: 'Not available with a declared heart disease' });
  });

  describe('a declared condition loads the share of the member who has it', () => {
    // galaxy-promise: multiplier 1, floater factor 0.55, diabetes +20%; ₹10 lakh (factor 1) in a tier-2 city (1).
    // Shares by age band: father 62 ₹40,100 in full (the dearest), mother 58 ₹30,200 × 0.55 = ₹16,610, self 35 and
    // spouse 33 ₹9,300 × 0.55 = ₹5,115 each, son 6 ₹4,300 × 0.55 = ₹2,365: ₹69,305 in all.
    const family = (conditions: Record<string, PedValue[]>): RatedMember[] =>
      (
        [
          ['SELF', 35],
          ['SPOUSE', 33],
          ['CHILD_01', 6],
          ['FATHER', 62],
          ['MOTHER', 58],
        ] as const
      ).map(([code, age]) => ({ ...adult(age), code, peds: conditions[code] ?? [] }));
    const floater = (conditions: Record<string, PedValue[]>) =>
      priced(
        rate('galaxy-promise', {
          members: family(conditions),
          zone: 'tier2' as Zone,
          coverageType: 'FAMILY_FLOATER',
        }),
      );

    it('a family of five with no condition pays the shares as they are', () => {
      expect(floater({}).base_premium).toBe(69_305);
    });

    it("the parents' diabetes adds 20% of the parents' shares only (₹56,710 × 20% = ₹11,342), not the family's", () => {
      const loaded = floater({ FATHER: ['DIABETES'], MOTHER: ['DIABETES'] });
      expect(loaded.base_premium).toBe(80_647);
      expect(loaded.total_premium).toBe(80_647);
      expect(loaded.loadings).toEqual([{ condition: 'DIABETES', percent: 20, members: ['FATHER', 'MOTHER'] }]);
    });

    it("the father's alone adds 20% of his ₹40,100", () => {
      expect(floater({ FATHER: ['DIABETES'] }).base_premium).toBe(77_325);
    });

    it("a child's raises the child's ₹2,365 share by ₹473", () => {
      const loaded = floater({ CHILD_01: ['DIABETES'] });
      expect(loaded.base_premium).toBe(69_778);
      expect(loaded.loadings).toEqual([{ condition: 'DIABETES', percent: 20, members: ['CHILD_01'] }]);
    });
  });

  it('refuses a cover amount the plan does not offer and adults past the entry age', () => {
    const plan = catalogue.plans.find((p) => p.entry_age.max_adult < 99);
    expect(rate(plan?.plan_id ?? '', { sumInsured: 123 })).toEqual({
      eligible: false,
      reason: 'Sum insured not offered',
    });
    expect(rate(plan?.plan_id ?? '', { members: [adult((plan?.entry_age.max_adult ?? 65) + 1)] }).eligible).toBe(false);
  });

  it('prices option-based add-ons by the chosen option', () => {
    const plan = catalogue.plans.find((p) => p.addon_ids.length > 0);
    const cash = (amount: string) =>
      priced(
        rate(plan?.plan_id ?? '', {
          addonChoices: new Map([['HOSPITAL_CASH_BENEFIT', new Map([['DAILY_CASH_AMOUNT', amount]])]]),
        }),
      ).addons.find((a) => a.addon_type === 'HOSPITAL_CASH_BENEFIT')?.total_premium ?? 0;
    expect(cash('2000')).toBeGreaterThan(cash('1000'));
    expect(cash('1000')).toBeGreaterThan(cash('500'));
  });

  it('never prices an opted option value the add-on does not list, nor a deductible the tables do not rate', () => {
    const critical = (lumpSum: string) =>
      rate('health-guard', {
        members: [adult(30), adult(28)],
        coverageType: 'FAMILY_FLOATER',
        addonChoices: new Map([['CRITICAL_ILLNESS_RIDER', new Map([['SUM_INSURED', lumpSum]])]]),
      });
    // Listed: ₹5 lakh × 2 members × ₹0.004 a rupee = ₹4,000 a year.
    expect(priced(critical('500000')).addons.find((a) => a.addon_type === 'CRITICAL_ILLNESS_RIDER')).toMatchObject({
      total_premium: 4000,
      is_opted: 'YES',
    });
    // ₹50 lakh is not a value the rider lists: refused, not priced at its ₹1 lakh rate.
    expect(critical('5000000')).toEqual({
      eligible: false,
      reason: 'Critical Illness Cover: choose one of the listed options',
    });
    // Not opted, the panel still shows what it would cost at least (₹1 lakh × 1 member × 0.004 = ₹400).
    expect(priced(rate('health-guard')).addons.find((a) => a.addon_type === 'CRITICAL_ILLNESS_RIDER')).toMatchObject({
      total_premium: 400,
      is_opted: 'NO',
    });

    expect(priced(rate('health-guard', { deductible: 200_000 })).base_premium).toBeLessThan(
      priced(rate('health-guard')).base_premium,
    );
    for (const deductible of [150_000, 1_000_000])
      expect(rate('health-guard', { deductible })).toEqual({ eligible: false, reason: 'Deductible not offered' });
  });
});

// Issue 46: an add-on is offered only where it can pay something for the members insured.
describe('maternity cover is offered only where a woman of 18 or more is insured', () => {
  const planId = catalogue.plans.find((p) => p.addon_ids.includes('maternity-benefit'))?.plan_id ?? '';
  const types = (members: RatedMember[]) => priced(rate(planId, { members })).addons.map((a) => a.addon_type);

  it('lists maternity and newborn cover for a couple, and neither for a single man', () => {
    expect(
      types([
        { ...adult(30), gender: 'MALE' },
        { ...adult(28), gender: 'FEMALE' },
      ]),
    ).toEqual(expect.arrayContaining(['MATERNITY_BENEFIT', 'NEWBORN_COVER']));
    const single = types([{ ...adult(30), gender: 'MALE' }]);
    expect(single).not.toContain('MATERNITY_BENEFIT');
    expect(single).not.toContain('NEWBORN_COVER');
  });

  it('prices nothing for a single man who asks for maternity cover anyway, and says why', () => {
    const asked = rate(planId, {
      members: [{ ...adult(30), gender: 'MALE' }],
      addonChoices: new Map([['MATERNITY_BENEFIT', new Map()]]),
    });
    expect(asked).toEqual({ eligible: false, reason: 'Maternity Benefit: no insured woman to cover' });
  });
});
