import { describe, it, expect } from 'vitest';
import * as health from './health';
import * as sold from '../code-lists/cover';
import * as asked from '../code-lists/proposal';
import { defaultOption } from './option';

describe('coverage options', () => {
  it('are the 13 sums insured of docs/product/quotes.md §9 in rising order', () => {
    expect(sold.COVERAGE_AMOUNTS).toEqual([
      300000, 500000, 750000, 1000000, 1500000, 2000000, 2500000, 5000000, 10000000, 15000000, 20000000, 30000000,
      50000000,
    ]);
  });

  it('mark only 10 lakh as default', () => {
    expect(sold.COVERAGE_OPTIONS.filter((o) => o.is_default).map((o) => o.value)).toEqual([1000000]);
    expect(defaultOption(sold.COVERAGE_OPTIONS)?.value).toBe(sold.DEFAULT_COVERAGE);
  });

  it('parse only offered amounts', () => {
    expect(sold.ZCoverageAmount.safeParse(750000).success).toBe(true);
    expect(sold.ZCoverageAmount.safeParse(800000).success).toBe(false);
  });
});

describe('policy periods', () => {
  it('default to one year and count years', () => {
    expect(defaultOption(sold.POLICY_PERIOD_OPTIONS)).toEqual({
      value: 'YEAR_01',
      label: '1 Year',
      is_default: true,
    });
    expect(sold.POLICY_PERIOD_OPTIONS.map((o) => o.label)).toEqual(['1 Year', '2 Years', '3 Years']);
    expect(health.policyPeriodYears('YEAR_03')).toBe(3);
  });
});

describe('conditions', () => {
  it('label BP as the product does and allow NO_EXISTING_DISEASE in a ped list', () => {
    expect(asked.EXISTING_CONDITION_OPTIONS[0]).toEqual({
      value: 'BP_HYPERTENSION',
      label: 'BP / Hypertension',
      is_default: false,
    });
    expect(health.PED_VALUES).toContain('NO_EXISTING_DISEASE');
    expect(health.PED_VALUES).toHaveLength(7);
  });
});

describe('insurers', () => {
  // docs/product/quotes.md §9 names sixteen; a name or an id written twice would show one insurer's plans under
  // another.
  it('are the 16 of docs/product/quotes.md §9, each id and each name once, and only an id parses', () => {
    const ids = health.HEALTH_INSURERS.map((i) => i.insurer_id);
    const names = health.HEALTH_INSURERS.map((i) => i.name);
    expect([ids.length, new Set(ids).size, new Set(names).size]).toEqual([16, 16, 16]);
    for (const insurer of health.HEALTH_INSURERS) {
      expect(sold.ZHealthInsurerId.safeParse(insurer.insurer_id).success).toBe(true);
      expect(sold.ZHealthInsurerId.safeParse(insurer.name).success).toBe(false);
    }
  });
});

describe('members', () => {
  it('offer every relation under some member type, none twice in one, the couple under the family', () => {
    for (const type of health.MEMBER_TYPES) {
      const relations = type.members.map((m) => m.relation);
      expect(new Set(relations).size).toBe(relations.length);
    }
    const offered = new Set(health.MEMBER_TYPES.flatMap((t) => t.members.map((m) => m.relation)));
    expect([...offered].sort()).toEqual([...asked.RELATIONS].sort());
    expect(health.memberType('family').members.map((m) => m.relation)).toEqual(
      expect.arrayContaining(['SELF', 'SPOUSE', 'SON', 'DAUGHTER']),
    );
    expect(new Set(health.MEMBER_TYPES.map((t) => t.label)).size).toBe(health.MEMBER_TYPES.length);
  });

  it('title a quote by who it insures: the buyer alone, one other member, or a family', () => {
    expect(health.insureTitle([{ relation: 'SELF' }])).toBe('Insure Myself');
    expect(health.insureTitle([{ relation: 'MOTHER' }])).toBe('Insure your mother');
    expect(health.insureTitle([{ relation: 'SELF' }, { relation: 'FATHER' }])).toBe('Insure your family');
    expect(health.insuredGroup([{ relation: 'SPOUSE' }, { relation: 'SON' }, { relation: 'MOTHER' }])).toBe(
      'your family',
    );
    expect(health.insuredGroup([{ relation: 'SELF' }])).toBe('you');
  });

  it('use only known relations', () => {
    for (const type of health.MEMBER_TYPES)
      for (const m of type.members) expect(asked.ZRelation.parse(m.relation)).toBe(m.relation);
  });

  it('title the spouse from the self gender and set it opposite', () => {
    expect(health.spouseTitle('MALE')).toBe('Wife');
    expect(health.spouseTitle('FEMALE')).toBe('Husband');
    expect(health.spouseTitle(null)).toBe('Spouse');
    expect(health.oppositeGender('MALE')).toBe('FEMALE');
  });

  it('choose family floater for more than one member', () => {
    expect(health.memberCoveragePlanType(1)).toBe('INDIVIDUAL');
    expect(health.memberCoveragePlanType(2)).toBe('FAMILY_FLOATER');
    expect(health.memberCoveragePlanType(0)).toBe('INDIVIDUAL');
    expect(health.MAX_CHILDREN).toBe(4);
  });

  it('start self at the self step and family at the family step', () => {
    expect(health.firstPreQuoteStep('self')).toBe('SELF_PERSONAL_DETAILS');
    expect(health.firstPreQuoteStep('family')).toBe('FAMILY_PERSONAL_DETAILS');
  });
});

describe('add-ons', () => {
  it('default to the five spec add-ons, none opted, with their amounts', () => {
    expect(
      health.DEFAULT_ADDONS.map((a) => [a.addon_type, a.is_opted, a.addon_options[0]?.addon_option_value]),
    ).toEqual([
      ['UNLIMITED_RECHARGE', 'NO', 'NA'],
      ['AGGREGATE_DEDUCTIBLE', 'NO', '25000'],
      ['CO_PAYMENT_WAIVER', 'NO', '20'],
      ['HOSPITAL_CASH_BENEFIT', 'NO', '1000'],
      ['CRITICAL_ILLNESS_RIDER', 'NO', '100000'],
    ]);
  });

  it('treat proposer name and PAN as free text', () => {
    expect(health.isFreeTextAddonOption('PROPOSER_FULL_NAME')).toBe(true);
    expect(health.isFreeTextAddonOption('PROPOSER_PAN')).toBe(true);
    expect(health.isFreeTextAddonOption('DEDUCTIBLE_AMOUNT')).toBe(false);
  });
});

describe('maternity cover', () => {
  it('parse maternity waiting periods in months', () => {
    expect(health.ZMaternityWaitingPeriod.safeParse(24).success).toBe(true);
    expect(health.ZMaternityWaitingPeriod.safeParse(18).success).toBe(false);
  });
});

describe('a family’s relations', () => {
  it('name each person once but sons and daughters, a member without a relation being the buyer', () => {
    const family = (...relations: (asked.Relation | undefined)[]) => relations.map((relation) => ({ relation }));
    expect(health.repeatedRelations(family('SELF', 'SPOUSE', 'SON', 'SON', 'DAUGHTER', 'FATHER', 'MOTHER'))).toEqual(
      [],
    );
    expect(health.repeatedRelations(family('SELF', undefined, 'GRANDFATHER', 'GRANDFATHER', 'SON'))).toEqual([
      'SELF',
      'GRANDFATHER',
    ]);
  });
});
