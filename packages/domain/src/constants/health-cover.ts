import { z } from 'zod';
import { codeList, toOptions, type Option } from './option';

/** A coverage choice; `value` is the sum insured in rupees. */
export type CoverageOption = Option<number>;

// spec 1 §9: the 13 sum-insured choices, 10 lakh the default. Labels are written out (not computed)
// because they are product text; a test checks them against lakhCroreLabel.
export const COVERAGE_OPTIONS = [
  { value: 300_000, label: '3 Lakh', is_default: false },
  { value: 500_000, label: '5 Lakh', is_default: false },
  { value: 750_000, label: '7.5 Lakh', is_default: false },
  { value: 1_000_000, label: '10 Lakh', is_default: true },
  { value: 1_500_000, label: '15 Lakh', is_default: false },
  { value: 2_000_000, label: '20 Lakh', is_default: false },
  { value: 2_500_000, label: '25 Lakh', is_default: false },
  { value: 5_000_000, label: '50 Lakh', is_default: false },
  { value: 10_000_000, label: '1 Crore', is_default: false },
  { value: 15_000_000, label: '1.5 Crore', is_default: false },
  { value: 20_000_000, label: '2 Crore', is_default: false },
  { value: 30_000_000, label: '3 Crore', is_default: false },
  { value: 50_000_000, label: '5 Crore', is_default: false },
] as const satisfies readonly CoverageOption[];
export type CoverageAmount = (typeof COVERAGE_OPTIONS)[number]['value'];
export const COVERAGE_AMOUNTS: readonly CoverageAmount[] = COVERAGE_OPTIONS.map((o) => o.value);
export const ZCoverageAmount = z.literal(COVERAGE_AMOUNTS);
export const DEFAULT_COVERAGE: CoverageAmount = 1_000_000;

export const {
  labels: POLICY_PERIOD_LABELS,
  codes: POLICY_PERIODS,
  defaultCode: DEFAULT_POLICY_PERIOD,
  options: POLICY_PERIOD_OPTIONS,
} = codeList(
  {
    YEAR_01: '1 Year',
    YEAR_02: '2 Years',
    YEAR_03: '3 Years',
  },
  'YEAR_01',
);
export type PolicyPeriod = (typeof POLICY_PERIODS)[number];
export const ZPolicyPeriod = z.enum(POLICY_PERIODS);

/** Number of years a policy period covers (the multi-year discount in the rating engine needs it). */
export function policyPeriodYears(period: PolicyPeriod): number {
  return Number(period.slice('YEAR_'.length));
}

// spec 1 §9: pre-existing conditions offered when "Do you have any existing disease?" is yes.
export const {
  labels: EXISTING_CONDITION_LABELS,
  codes: EXISTING_CONDITIONS,
  options: EXISTING_CONDITION_OPTIONS,
} = codeList({
  BP_HYPERTENSION: 'BP / Hypertension',
  HEART_DISEASE: 'Heart Disease',
  DIABETES: 'Diabetes',
  THYROID_DISORDER: 'Thyroid Disorder',
  ASTHMA: 'Asthma',
  ANY_OTHER_DISEASE: 'Any Other Disease',
});
export type ExistingCondition = (typeof EXISTING_CONDITIONS)[number];

/** spec 1 §4: answering "no" to the disease question sets ped to this single value. */
export const NO_EXISTING_DISEASE = 'NO_EXISTING_DISEASE';
/** Everything a ped_list may hold (spec 1 §3 "ped_list which may include NO_EXISTING_DISEASE"). */
export const PED_VALUES = [...EXISTING_CONDITIONS, NO_EXISTING_DISEASE] as const;
export type PedValue = (typeof PED_VALUES)[number];
export const ZPedValue = z.enum(PED_VALUES);

// spec 1 §9: existing cover ranges, rupee bounds so the value can be read by a machine as well.
export const {
  labels: EXISTING_COVER_RANGE_LABELS,
  codes: EXISTING_COVER_RANGES,
  options: EXISTING_COVER_RANGE_OPTIONS,
} = codeList({
  '150000-500000': '1.5 to 5 Lakh',
  '500000-1000000': '5 to 10 Lakh',
  '1000000-1500000': '10 to 15 Lakh',
  '1500000+': '15 Lakh and above',
});
export type ExistingCoverRange = (typeof EXISTING_COVER_RANGES)[number];

export const {
  labels: ROOM_RENT_TYPE_LABELS,
  codes: ROOM_RENT_TYPES,
  options: ROOM_RENT_TYPE_OPTIONS,
} = codeList({
  SINGLE_ROOM: 'Single Room',
  SHARED_ROOM: 'Shared Room',
  NO_ROOM_RENT_LIMIT: 'No Room Rent Limit',
});
export type RoomRentType = (typeof ROOM_RENT_TYPES)[number];
export const ZRoomRentType = z.enum(ROOM_RENT_TYPES);

/** Maternity cover waiting periods, in months (spec 1 §9). */
export const MATERNITY_WAITING_PERIODS = [9, 12, 24, 36] as const;
export type MaternityWaitingPeriod = (typeof MATERNITY_WAITING_PERIODS)[number];
export const ZMaternityWaitingPeriod = z.literal(MATERNITY_WAITING_PERIODS);
export const MATERNITY_WAITING_PERIOD_LABELS: Readonly<Record<MaternityWaitingPeriod, string>> = {
  9: '9 Months',
  12: '12 Months',
  24: '24 Months',
  36: '36 Months',
};
export const MATERNITY_WAITING_PERIOD_OPTIONS = toOptions(MATERNITY_WAITING_PERIODS, MATERNITY_WAITING_PERIOD_LABELS);

/** spec 1 §9: the default quote has no deductible. */
export const DEFAULT_DEDUCTIBLE = 0;
/** What a voluntary deductible means, said wherever one is shown (the review, the policy schedule). */
export const DEDUCTIBLE_NOTE = 'the policy pays claims above this amount';
