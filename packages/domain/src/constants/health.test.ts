import { describe, it, expect } from 'vitest';
import {
  COVERAGE_AMOUNTS,
  COVERAGE_OPTIONS,
  DEFAULT_ADDONS,
  DEFAULT_COVERAGE,
  DISPLAY_CONSTANTS,
  EXISTING_CONDITION_OPTIONS,
  HEALTH_INSURERS,
  MAX_CHILDREN,
  MEMBER_TYPES,
  insureTitle,
  insuredGroup,
  POLICY_PERIOD_OPTIONS,
  PED_VALUES,
  ZCoverageAmount,
  ZHealthInsurerId,
  ZMaternityWaitingPeriod,
  ZRelation,
  firstPreQuoteStep,
  isFreeTextAddonOption,
  memberCoveragePlanType,
  memberType,
  oppositeGender,
  policyPeriodYears,
  spouseTitle,
} from './health';
import { defaultOption } from './option';

describe('coverage options', () => {
  it('are the 13 sums insured of spec 1 §9 in rising order', () => {
    expect(COVERAGE_AMOUNTS).toEqual([
      300000, 500000, 750000, 1000000, 1500000, 2000000, 2500000, 5000000, 10000000, 15000000, 20000000, 30000000,
      50000000,
    ]);
  });

  it('mark only 10 lakh as default', () => {
    expect(COVERAGE_OPTIONS.filter((o) => o.is_default).map((o) => o.value)).toEqual([1000000]);
    expect(defaultOption(COVERAGE_OPTIONS)?.value).toBe(DEFAULT_COVERAGE);
  });

  it('parse only offered amounts', () => {
    expect(ZCoverageAmount.safeParse(750000).success).toBe(true);
    expect(ZCoverageAmount.safeParse(800000).success).toBe(false);
  });
});

describe('policy periods', () => {
  it('default to one year and count years', () => {
    expect(defaultOption(POLICY_PERIOD_OPTIONS)).toEqual({ value: 'YEAR_01', label: '1 Year', is_default: true });
    expect(POLICY_PERIOD_OPTIONS.map((o) => o.label)).toEqual(['1 Year', '2 Years', '3 Years']);
    expect(policyPeriodYears('YEAR_03')).toBe(3);
  });
});

describe('conditions', () => {
  it('label BP as the product does and allow NO_EXISTING_DISEASE in a ped list', () => {
    expect(EXISTING_CONDITION_OPTIONS[0]).toEqual({
      value: 'BP_HYPERTENSION',
      label: 'BP / Hypertension',
      is_default: false,
    });
    expect(PED_VALUES).toContain('NO_EXISTING_DISEASE');
    expect(PED_VALUES).toHaveLength(7);
  });
});

describe('insurers', () => {
  it('are the 16 of spec 1 §9 with unique ids', () => {
    expect(HEALTH_INSURERS.map((i) => i.name)).toEqual([
      'Aditya Birla',
      'Bajaj Allianz',
      'Care Health',
      'Cholamandalam',
      'Digit',
      'Galaxy',
      'HDFC ERGO',
      'ICICI Lombard',
      'Iffco Tokio',
      'Magma',
      'ManipalCigna',
      'New India Assurance',
      'Niva Bupa',
      'Oriental',
      'Reliance',
      'Royal Sundaram',
    ]);
    expect(new Set(HEALTH_INSURERS.map((i) => i.insurer_id)).size).toBe(16);
    expect(ZHealthInsurerId.safeParse('hdfc-ergo').success).toBe(true);
    expect(ZHealthInsurerId.safeParse('HDFC ERGO').success).toBe(false);
  });
});

describe('members', () => {
  it('offer the four member types with their labels and relations', () => {
    expect(MEMBER_TYPES.map((t) => t.label)).toEqual([
      'For Your Family',
      'For Your Parents',
      'For Your In-laws',
      'For Your Grand Parents',
    ]);
    expect(memberType('family').members.map((m) => m.relation)).toEqual([
      'SELF',
      'SPOUSE',
      'SON',
      'DAUGHTER',
      'FATHER',
      'MOTHER',
    ]);
    expect(memberType('in-laws').members.map((m) => m.relation)).toEqual(['FATHER_IN_LAW', 'MOTHER_IN_LAW']);
    expect(memberType('grand-parents').members.map((m) => m.key)).toEqual(['grand-father', 'grand-mother']);
  });

  it('title a quote by who it insures: the buyer alone, one other member, or a family', () => {
    expect(insureTitle([{ relation: 'SELF' }])).toBe('Insure Myself');
    expect(insureTitle([{ relation: 'MOTHER' }])).toBe('Insure your mother');
    expect(insureTitle([{ relation: 'SELF' }, { relation: 'FATHER' }])).toBe('Insure your family');
    expect(insuredGroup([{ relation: 'SPOUSE' }, { relation: 'SON' }, { relation: 'MOTHER' }])).toBe('your family');
    expect(insuredGroup([{ relation: 'SELF' }])).toBe('you');
  });

  it('use only known relations', () => {
    for (const type of MEMBER_TYPES) for (const m of type.members) expect(ZRelation.parse(m.relation)).toBe(m.relation);
  });

  it('title the spouse from the self gender and set it opposite', () => {
    expect(spouseTitle('MALE')).toBe('Wife');
    expect(spouseTitle('FEMALE')).toBe('Husband');
    expect(oppositeGender('MALE')).toBe('FEMALE');
  });

  it('choose family floater for more than one member', () => {
    expect(memberCoveragePlanType(1)).toBe('INDIVIDUAL');
    expect(memberCoveragePlanType(2)).toBe('FAMILY_FLOATER');
    expect(memberCoveragePlanType(0)).toBe('INDIVIDUAL');
    expect(MAX_CHILDREN).toBe(4);
  });

  it('start self at the self step and family at the family step', () => {
    expect(firstPreQuoteStep('self')).toBe('SELF_PERSONAL_DETAILS');
    expect(firstPreQuoteStep('family')).toBe('FAMILY_PERSONAL_DETAILS');
  });
});

describe('add-ons', () => {
  it('default to the five spec add-ons, none opted, with their amounts', () => {
    expect(DEFAULT_ADDONS.map((a) => [a.addon_type, a.is_opted, a.addon_options[0]?.addon_option_value])).toEqual([
      ['UNLIMITED_RECHARGE', 'NO', 'NA'],
      ['AGGREGATE_DEDUCTIBLE', 'NO', '25000'],
      ['CO_PAYMENT_WAIVER', 'NO', '20'],
      ['HOSPITAL_CASH_BENEFIT', 'NO', '1000'],
      ['CRITICAL_ILLNESS_RIDER', 'NO', '100000'],
    ]);
  });

  it('treat proposer name and PAN as free text', () => {
    expect(isFreeTextAddonOption('PROPOSER_FULL_NAME')).toBe(true);
    expect(isFreeTextAddonOption('PROPOSER_PAN')).toBe(true);
    expect(isFreeTextAddonOption('DEDUCTIBLE_AMOUNT')).toBe(false);
  });
});

describe('display constants', () => {
  it('carry the fixed card texts', () => {
    expect(DISPLAY_CONSTANTS).toMatchObject({
      NO_CLAIM_BONUS: '5 Lakh',
      CASHLESS_HOSPITALS: '9,600+ Cashless Hospitals',
      ROOM_RENT: 'No Limit On Room Rent',
      CLAIM_SETTLED: '99% Claim Settled',
      WAITING_PERIOD: 'Only 1 Year',
    });
  });

  it('parse maternity waiting periods in months', () => {
    expect(ZMaternityWaitingPeriod.safeParse(24).success).toBe(true);
    expect(ZMaternityWaitingPeriod.safeParse(18).success).toBe(false);
  });
});
