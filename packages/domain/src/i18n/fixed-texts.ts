import { MESSAGES, contactRequired } from '../validation/messages';
import { TERM_AGE_RANGE } from '../term/term-wizard';
import { MEDICAL_EXAMINATION, UNDERWRITING_REASONS } from '../term/underwriting-reasons';
import { CLAIM_KIND_LABELS } from '../claims/claim-states';
import { CLAIM_CLOCKS } from '../claims/claim-clocks';
import { CLAIM_DOCUMENT_LABELS } from '../claims/claims-api';
import {
  ALCOHOL_OPTIONS,
  CONTACT_FIELD_CODES,
  CONTACT_FIELD_LABELS,
  EDUCATION_OPTIONS,
  EMPLOYER_TYPE_OPTIONS,
  EXISTING_CONDITION_OPTIONS,
  GENDER_LABELS,
  GENDER_OPTIONS,
  GENDERS,
  INCOME_BAND_OPTIONS,
  INCOME_OPTIONS,
  KYC_DOCUMENT_LABELS,
  LIFE_CONDITION_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  NOMINEE_RELATION_OPTIONS,
  OCCUPATION_OPTIONS,
  QUALIFICATION_OPTIONS,
  RELATION_LABELS,
  RELATIONS,
  TERM_OCCUPATION_OPTIONS,
} from '../code-lists/proposal';
import {
  COVERAGE_OPTIONS,
  EXISTING_COVER_RANGE_OPTIONS,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATE_LABELS,
  KYC_STAGE_LABELS,
  MOTOR_ADDON_LABELS,
  MOTOR_POLICY_TYPE_LABELS,
  POLICY_PERIOD_OPTIONS,
  ROOM_RENT_TYPE_OPTIONS,
  ROOM_RENT_TYPES,
  TERM_COVER_OPTIONS,
} from '../code-lists/cover';
import { DEDUCTIBLE_NOTE, MATERNITY_WAITING_PERIOD_OPTIONS } from '../constants/health-cover';
import { MEMBER_TYPES, insureTitle, insuredGroup, spouseTitle } from '../constants/health-members';
import { DOCUMENT_SLOTS, KYC_REJECTION_REASONS, KYC_STATUSES, kycStatusLabel } from '../constants/kyc';
import { SMOKER_OPTIONS, TERM_COVER_TILL_AGE_OPTIONS } from '../constants/term';
import { TERM_HELD_COVER_HINT } from '../constants/term-proposal';
import {
  MOTOR_ADDON_BENEFITS,
  PA_COVER_EXCLUDED_SCHEDULE,
  RENEWAL_NOT_OPEN,
  THIRD_PARTY_TOO_LONG,
  THIRD_PARTY_UNTIL_LABEL,
} from '../constants/motor';
import { FUEL_TYPES } from '../constants/bike';
import { INSPECTION_VIEW_LABELS } from '../motor/break-in';
import { REGISTRY_FACTS } from '../motor/registry-facts';
import { CANCELLATION_REASONS, SHORT_PERIOD_REFUND_REASON } from '../constants/cancellation';
import { FREE_LOOK_REFUND_REASON, freeLookScheduleText } from '../constants/free-look';
import { GRIEVANCE_ESCALATION, GRIEVANCE_TOO_MANY } from '../constants/grievance';
import { PAYMENT_CANCEL_REASONS } from '../api/payments';
import { SAMPLE_BROKER_REMUNERATION } from '../api/broker';
import { SAMPLE_BROKER_NOTE } from '../format/broker';
import { healthPlanFacts, termPlanFacts } from '../format/plan-facts';
import { PORTING_NOT_OPEN } from '../renewals/portability';
import { ENDORSEMENT_KIND_LABELS } from '../endorsements/endorsement';
import { JOURNEY_VERTICALS, VERTICAL_REGISTRY } from '../verticals/registry';

// The fixed texts a buyer reads, from the tables that hold them. Left out: insurer, plan and brand names, codes, and
// what only staff read (the console's audit words, staff states, payment record states, grievance refusals).

const labels = (options: readonly { label: string }[]) => options.map((o) => o.label);

function peopleTexts(): string[] {
  const one = (relation: string) => [{ relation }];
  const groups = [[], one('SELF'), ...RELATIONS.map(one), [{ relation: 'SELF' }, { relation: 'SPOUSE' }]];
  return [
    ...Object.values(RELATION_LABELS),
    ...Object.values(GENDER_LABELS),
    ...labels(GENDER_OPTIONS),
    ...labels(MARITAL_STATUS_OPTIONS),
    ...labels(EDUCATION_OPTIONS),
    ...labels(OCCUPATION_OPTIONS),
    ...labels(INCOME_OPTIONS),
    ...labels(NOMINEE_RELATION_OPTIONS),
    ...labels(TERM_OCCUPATION_OPTIONS),
    ...labels(EMPLOYER_TYPE_OPTIONS),
    ...labels(ALCOHOL_OPTIONS),
    ...labels(LIFE_CONDITION_OPTIONS),
    ...labels(INCOME_BAND_OPTIONS),
    ...labels(QUALIFICATION_OPTIONS),
    ...labels(EXISTING_CONDITION_OPTIONS),
    ...labels(SMOKER_OPTIONS),
    ...labels(TERM_COVER_TILL_AGE_OPTIONS),
    ...MEMBER_TYPES.flatMap((type) => [type.label, ...type.members.map((m) => m.label)]),
    ...[...GENDERS, null].map(spouseTitle),
    ...groups.flatMap((members) => [insureTitle(members), insuredGroup(members)]),
  ];
}

function proposalTexts(): string[] {
  return [
    ...Object.values(MESSAGES),
    ...Object.values(CONTACT_FIELD_LABELS),
    ...CONTACT_FIELD_CODES.map((code) => contactRequired(CONTACT_FIELD_LABELS[code])),
    ...Object.values(KYC_DOCUMENT_LABELS),
    ...Object.values(DOCUMENT_SLOTS).flatMap((slots) => slots.map((s) => s.label)),
    ...Object.values(KYC_STAGE_LABELS),
    ...Object.values(KYC_REJECTION_REASONS).flatMap((r) => [r.label, r.reupload]),
    ...[...KYC_STATUSES, null].map(kycStatusLabel),
    TERM_AGE_RANGE,
    TERM_HELD_COVER_HINT,
    ...Object.values(UNDERWRITING_REASONS),
    MEDICAL_EXAMINATION,
  ];
}

function coverTexts(): string[] {
  const health = ROOM_RENT_TYPES.flatMap((room_rent_type) =>
    healthPlanFacts({
      no_claim_bonus: 'x',
      cashless_hospitals: 1,
      room_rent_type,
      co_payment_percent: 1,
      claim_settlement_ratio: 1,
    }),
  );
  const term = termPlanFacts({ claim_settlement_ratio: 1, rider_count: 1 });
  const rooms = health.filter((f) => f.label === 'Room rent').map((f) => f.value);
  const payout = term.filter((f) => f.label === 'Payout').map((f) => f.value);
  return [
    ...labels(COVERAGE_OPTIONS),
    ...labels(TERM_COVER_OPTIONS),
    ...labels(POLICY_PERIOD_OPTIONS),
    ...labels(EXISTING_COVER_RANGE_OPTIONS),
    ...labels(ROOM_RENT_TYPE_OPTIONS),
    ...labels(MATERNITY_WAITING_PERIOD_OPTIONS),
    DEDUCTIBLE_NOTE,
    ...[...health, ...term].map((f) => f.label),
    ...rooms,
    ...payout,
    ...Object.values(MOTOR_POLICY_TYPE_LABELS),
    ...Object.values(MOTOR_ADDON_LABELS),
    ...Object.values(MOTOR_ADDON_BENEFITS),
    THIRD_PARTY_UNTIL_LABEL,
    RENEWAL_NOT_OPEN,
    THIRD_PARTY_TOO_LONG,
    PA_COVER_EXCLUDED_SCHEDULE,
    ...FUEL_TYPES,
    ...Object.values(INSPECTION_VIEW_LABELS),
    ...Object.values(REGISTRY_FACTS),
  ];
}

function afterSaleTexts(): string[] {
  return [
    ...JOURNEY_VERTICALS.flatMap((v) => {
      const entry = VERTICAL_REGISTRY[v];
      return [entry.label, ...Object.values(entry.stepLabels), entry.policyTerms.insured, entry.policyTerms.value];
    }),
    ...Object.values(ENDORSEMENT_KIND_LABELS),
    ...Object.values(CANCELLATION_REASONS),
    FREE_LOOK_REFUND_REASON,
    SHORT_PERIOD_REFUND_REASON,
    freeLookScheduleText('HEALTH'),
    freeLookScheduleText('TERM'),
    ...Object.values(PAYMENT_CANCEL_REASONS),
    PORTING_NOT_OPEN,
    ...Object.values(GRIEVANCE_STATE_LABELS),
    ...Object.values(GRIEVANCE_CATEGORY_LABELS),
    GRIEVANCE_ESCALATION.title,
    ...GRIEVANCE_ESCALATION.steps,
    GRIEVANCE_TOO_MANY,
    ...Object.values(CLAIM_KIND_LABELS),
    ...Object.values(CLAIM_DOCUMENT_LABELS),
    ...Object.values(CLAIM_CLOCKS).map((c) => c.label),
    SAMPLE_BROKER_NOTE,
    SAMPLE_BROKER_REMUNERATION,
  ];
}

/** Every fixed text a buyer reads from the domain, once each. */
export const fixedTexts = (): string[] => [
  ...new Set([...peopleTexts(), ...proposalTexts(), ...coverTexts(), ...afterSaleTexts()]),
];
