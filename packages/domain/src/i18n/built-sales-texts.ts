import type { BuiltText } from './templates';
import {
  addonGroupMissing,
  alreadyInsured,
  conditionNotCovered,
  maxAge,
  maxLength,
  minAge,
  minLength,
  premiumChanged,
  previousPolicyWords,
} from '../validation/messages';
import { ageLabel, checkPlanEntryAge } from '../validation/age';
import { toDisplayDate } from '../validation/dates';
import { formatInr, formatMonthlyShare, lakhCroreLabel } from '../format/money';
import { healthPlanFacts, termPlanFacts } from '../format/plan-facts';
import { brokerOfficersLine, brokerRegistrationLine } from '../format/broker';
import { SAMPLE_BROKER } from '../api/broker';
import { loadingLabel } from '../health/member-conditions';
import { memberCodeLabel } from '../health/member-codes';
import { declaredConditionsReason } from '../health/declared-conditions';
import { coverIncomeProblem } from '../constants/term-proposal';
import { ageRefusal, coverIncomeRefusal, coverTillRefusal } from '../term/plan-eligibility';
import { termNoQuoteReason } from '../term/no-quote-reason';
import { bmiLoadingReason, bmiOutsideRange, usualFromAge } from '../term/underwriting-reasons';
import { riderAboveCover } from '../term/rider-cover';
import { riderCapNote, riderPremiumAboveCap } from '../term/rider-premium';
import { registrationNotQuoted, registryMismatch } from '../motor/registry-facts';
import { registrationRtoProblem } from '../api/motor/motor-quote';
import { ZTermNominees } from '../api/term/term-proposal';

// The texts the domain builds with values before a purchase (validation, quotes, term and motor refusals), each made
// once by its builder with sample values: templates.ts cuts the catalogue's template from it.

const POLICY = 'KV-M-2031-ZYXWVUTS';
const FROM = '2031-02-03';
const TO = '2032-02-02';
const built = (text: string, samples: Record<string, string> = {}): BuiltText => ({ text, samples });

function messageTexts(): BuiltText[] {
  const held = { policyNumber: POLICY, from: FROM, to: TO };
  const days = { from: toDisplayDate(FROM), to: toDisplayDate(TO) };
  const p = previousPolicyWords;
  return [
    built(minLength(97), { count: '97' }),
    built(maxLength(97), { count: '97' }),
    built(minAge(97), { age: '97' }),
    built(maxAge(97), { age: '97' }),
    built(addonGroupMissing(['Zyx Care', 'Wvu Cover']), { names: 'Zyx Care, Wvu Cover' }),
    built(alreadyInsured({ ...held, ownDamageInstead: false }), { ...days, policy: POLICY }),
    built(alreadyInsured({ ...held, policyNumber: null, ownDamageInstead: false }), days),
    built(alreadyInsured({ ...held, ownDamageInstead: true }), { ...days, policy: POLICY }),
    built(alreadyInsured({ ...held, policyNumber: null, ownDamageInstead: true }), days),
    built(p.notIssued(POLICY), { policy: POLICY }),
    built(p.otherVehicle(POLICY), { policy: POLICY }),
    built(p.otherEnd(POLICY, TO), { policy: POLICY, date: toDisplayDate(TO) }),
    built(p.noOwnDamage(POLICY), { policy: POLICY }),
    // 20% carried, 25% at most: 2 claim-free years (claimFreeYearsOf).
    built(p.bonusAbove(POLICY, 20, 25), { policy: POLICY, had: '20', most: '25', years: '2' }),
    built(p.noThirdParty(POLICY), { policy: POLICY }),
    built(p.thirdPartyEnds(POLICY, TO), { policy: POLICY, date: toDisplayDate(TO) }),
    built(p.bonusUsed()),
    built(premiumChanged(12_345), { amount: formatInr(12_345) }),
    built(conditionNotCovered(['Zyxitis']), { conditions: 'zyxitis' }),
  ];
}

function healthTexts(): BuiltText[] {
  const today = '2031-06-15';
  const facts = healthPlanFacts({
    no_claim_bonus: 'Zyx bonus',
    cashless_hospitals: 9876,
    room_rent_type: 'SHARED_ROOM',
    co_payment_percent: 17,
    claim_settlement_ratio: 97.3,
    claim_settlement_year: '2029-30',
  });
  const value = (label: string) => facts.find((f) => f.label === label)?.value ?? '';
  const withoutYear = healthPlanFacts({
    cashless_hospitals: 1,
    room_rent_type: 'SHARED_ROOM',
    claim_settlement_ratio: 97.3,
  });
  const riders = termPlanFacts({ claim_settlement_ratio: 97.3, rider_count: 3 });
  return [
    built(ageLabel('2030-06-15', today), { count: '1' }),
    built(ageLabel('2018-06-15', today), { count: '13' }),
    built(ageLabel('2031-05-15', today), { count: '1' }),
    built(ageLabel('2031-02-15', today), { count: '4' }),
    built(ageLabel('2031-06-14', today), { count: '1' }),
    built(ageLabel('2031-06-02', today), { count: '13' }),
    built(ageLabel(today, today)),
    built(checkPlanEntryAge({ years: 80, days: 29_220 }, { min_adult: 21, max_adult: 65, min_child_days: 91 }) ?? '', {
      min: '21',
      max: '65',
    }),
    built(checkPlanEntryAge({ years: 0, days: 10 }, { min_adult: 18, max_adult: 65, min_child_days: 91 }) ?? '', {
      days: '91',
    }),
    built(memberCodeLabel('CHILD_02'), { count: '2' }),
    built(loadingLabel({ condition: 'ZYX', percent: 25 }), { condition: 'ZYX', percent: '25' }),
    built(loadingLabel({ condition: 'ZYX', percent: 25, members: ['WVU'] }), {
      condition: 'ZYX',
      percent: '25',
      members: 'WVU',
    }),
    built(declaredConditionsReason([{ condition: 'ZYX', percent: 25 }]), { conditions: 'ZYX' }),
    built(value('Co-payment'), { percent: '17' }),
    built(value('Claims settled'), { percent: '97.3', year: '2029-30' }),
    built(withoutYear.find((f) => f.label === 'Claims settled')?.value ?? '', { percent: '97.3' }),
    built(riders.find((f) => f.label === 'Riders')?.value ?? '', { count: '3' }),
    built(formatMonthlyShare(1042), { amount: formatInr(1042) }),
    built(lakhCroreLabel(750_000), { amount: '7.5' }),
    built(lakhCroreLabel(15_000_000), { amount: '1.5' }),
  ];
}

function termTexts(): BuiltText[] {
  // Age 37 allows 20 times the income; ₹50 Lakh with ₹10 Lakh and ₹25 Lakh held needs ₹4,25,000.
  const cover = { cover: '₹50 Lakh', age: '37', multiple: '20' };
  const plans = [
    { max_entry_age: 55, cover_till_ages: [60] },
    { max_entry_age: 64, cover_till_ages: [68] },
  ];
  const sameEntry = [{ max_entry_age: 64, cover_till_ages: [68] }];
  const tills = [{ max_entry_age: 60, cover_till_ages: [65, 70, 75] }];
  const limits = { min_entry_age: 18, min_cover: 5_000_000, max_cover: 20_000_000, max_entry_age: 65 };
  const nominee = { full_name: 'Asha Rao', relation: 'SPOUSE', dob: '1990-01-01', share_percent: 37 };
  const shares = ZTermNominees.safeParse({ nominees: [nominee] }).error?.issues[0]?.message ?? '';
  return [
    built(usualFromAge(45), { age: '45' }),
    built(bmiOutsideRange(31.2, { min: 18, max: 30 }), { bmi: '31.2', min: '18', max: '30' }),
    built(bmiLoadingReason(27.4), { bmi: '27.4' }),
    built(coverIncomeProblem(37, 100_000, 5_000_000) ?? '', { ...cover, income: '₹2,50,000' }),
    built(coverIncomeProblem(37, 100_000, 5_000_000, { kavach: 1_000_000, elsewhere: 0 }) ?? '', {
      ...cover,
      kavach: '₹10 Lakh',
      income: '₹3,00,000',
    }),
    built(coverIncomeProblem(37, 100_000, 5_000_000, { kavach: 0, elsewhere: 2_500_000 }) ?? '', {
      ...cover,
      elsewhere: '₹25 Lakh',
      income: '₹3,75,000',
    }),
    built(coverIncomeProblem(37, 100_000, 5_000_000, { kavach: 1_000_000, elsewhere: 2_500_000 }) ?? '', {
      ...cover,
      kavach: '₹10 Lakh',
      elsewhere: '₹25 Lakh',
      income: '₹4,25,000',
    }),
    built(ageRefusal(70, plans) ?? '', { age: '70', low: '55', high: '64', oldest: '63' }),
    built(ageRefusal(70, sameEntry) ?? '', { age: '70', high: '64', oldest: '63' }),
    built(
      coverTillRefusal(
        62,
        99,
        sameEntry.map((p) => ({ ...p, cover_till_ages: [67] })),
      ) ?? '',
      {
        age: '62',
        till: '99',
        ages: '67',
      },
    ),
    built(coverTillRefusal(40, 99, tills) ?? '', { age: '40', till: '99', ages: '65, 70', last: '75' }),
    built(coverIncomeRefusal(50_000_000, 'FIVE_LAC_TO_TEN_LAC') ?? '', {
      cover: '5 Crore',
      band: '5 to 10 Lakh',
      multiple: '25',
      most: '2 Crore',
    }),
    built(coverIncomeRefusal(50_000_000, 'FIVE_LAC_TO_TEN_LAC', 47) ?? '', {
      cover: '5 Crore',
      band: '5 to 10 Lakh',
      multiple: '10',
      age: '47',
      most: '1 Crore',
    }),
    built(
      termNoQuoteReason({ age: 19, coverTillAge: 65, sumAssured: 5_000_000, annualIncome: 'ABOVE_FIFTEEN_LAC' }, [
        { ...limits, min_entry_age: 21, cover_till_ages: [65] },
      ]).message,
      { age: '18' },
    ),
    built(
      termNoQuoteReason({ age: 30, coverTillAge: 65, sumAssured: 10_000_000, annualIncome: 'ABOVE_FIFTEEN_LAC' }, [
        { ...limits, cover_till_ages: [65] },
      ]).message,
      { cover: '1 Crore' },
    ),
    built(
      termNoQuoteReason({ age: 30, coverTillAge: 65, sumAssured: 1_000_000, annualIncome: 'ABOVE_FIFTEEN_LAC' }, [
        { ...limits, cover_till_ages: [65] },
      ]).message,
      { till: '65', cover: '10 Lakh' },
    ),
    built(
      riderAboveCover(
        {
          addon_type: 'X',
          is_opted: 'YES',
          addon_options: [{ addon_option_type: 'SUM_ASSURED', addon_option_value: '9000000' }],
        },
        5_000_000,
      ) ?? '',
      {
        amount: formatInr(5_000_000),
      },
    ),
    ...(['CRITICAL_ILLNESS', 'ACCIDENTAL_DEATH_BENEFIT'] as const).map((rider) => {
      const cap = rider === 'CRITICAL_ILLNESS' ? 10_000 : 3000;
      const above = riderPremiumAboveCap([{ addon_type: rider, total_premium: 12_345, is_opted: 'YES' }], 10_000);
      return built(above?.message ?? '', { cap: formatInr(cap), total: formatInr(12_345) });
    }),
    built(riderCapNote(['Zyx Rider']), { riders: 'Zyx Rider' }),
    built(shares, { percent: '37' }),
  ];
}

function motorTexts(): BuiltText[] {
  const vehicle = { make: 'Zyx', model: 'Wvu', variant: 'Tsr', fuel: 'PETROL' };
  const mismatch = registryMismatch(
    {
      registration_number: 'MH12AB1234',
      vehicle,
      rto_code: 'MH-12',
      registration_date: '2020-01-01',
      policy_expiry: null,
      third_party_until: null,
    },
    {
      vehicle: { ...vehicle, model: 'Qpo' },
      rto_code: 'MH-12',
      registration_date: '2020-01-01',
      policy_expiry: null,
      third_party_until: null,
    },
  );
  return [
    built(mismatch?.message ?? '', { fact: 'model', registration: 'MH12AB1234', registered: 'Wvu', given: 'Qpo' }),
    built(registrationNotQuoted('MH12AB1234'), { registration: 'MH12AB1234' }),
    built(registrationRtoProblem('MH12AB1234', 'MH-14') ?? '', { rto: 'MH-12', quoted: 'MH-14' }),
  ];
}

function brokerTexts(): BuiltText[] {
  const b = SAMPLE_BROKER;
  const g = b.grievance_officer;
  return [
    built(brokerRegistrationLine(b), {
      name: b.name,
      category: b.category,
      registration: b.irdai_registration,
      date: toDisplayDate(b.valid_until),
      cin: b.cin,
    }),
    built(brokerOfficersLine(b), { principal: b.principal_officer, name: g.name, email: g.email, phone: g.phone }),
  ];
}

/** The texts built before a purchase, each with the samples it was built with. */
export const builtSalesTexts = (): BuiltText[] => [
  ...messageTexts(),
  ...healthTexts(),
  ...termTexts(),
  ...motorTexts(),
  ...brokerTexts(),
];
