import { z } from 'zod';
import { ZPedValue, type PedValue } from '../constants/health-cover';
import {
  DEFAULT_COVERAGE,
  type CoverageAmount,
  DEFAULT_POLICY_PERIOD,
  type PolicyPeriod,
  type HealthInsurerId,
  type RoomRentType,
} from '../code-lists/cover';
import { GENDER_WORDS } from '../constants/health-members';
import { ZGender, type Gender } from '../constants/health-members';
import { EXISTING_CONDITIONS, ZRelation, type ExistingCondition } from '../code-lists/proposal';
import { ZMemberTypeCode } from '../constants/proposal';
import { memberCodesOf } from './member-codes';
import type { THealthQuoteRequestInput } from '../api/health/quote-request';
import { ageOn } from '../validation/age';
import { todayIso } from '../validation/dates';

// docs/product/quotes.md §3: the browser's record of the pre-quote answers (local storage preQuoteDetails) and its
// members (local storage selectedMember). Parsed leniently on read: a stale or hand-edited value is dropped, not
// trusted.

export const ZSelectedMember = z.object({
  name: z.string(),
  relation: ZRelation,
  age_unit: z.literal('YEAR'),
  age: z.number(),
  dob: z.string(),
  gender: ZGender,
});
export type SelectedMember = z.infer<typeof ZSelectedMember>;

/** The pre-quote's yes/no questions as the spec stores them; '' until answered. */
const ZYesNoUnanswered = z.enum(['yes', 'no', '']);

export const ZPreQuoteDetails = z.object({
  gender: z.enum(GENDER_WORDS),
  name: z.string(),
  dob: z.string(),
  step: z.string(),
  members: z.array(ZSelectedMember),
  proposer: z
    .object({
      name: z.string(),
      gender: z.string(),
      mobile: z.string(),
      dob: z.string(),
      pan: z.string(),
      pincode: z.string(),
    })
    .nullable(),
  pincode: z.string(),
  pincode_details: z.object({ district: z.string(), state: z.string() }).nullable(),
  ped: z.array(ZPedValue),
  /**
   * Who has each chosen condition, by member code (SELF, FATHER, CHILD_01…), asked when more than one member is
   * insured. Ours, not the brief's: stored details from before it, or a bad value, read as no one chosen yet.
   */
  pedMembers: z.partialRecord(z.enum(EXISTING_CONDITIONS), z.array(ZMemberTypeCode)).catch({}),
  hasExistingDisease: ZYesNoUnanswered,
  hasExistingPolicy: ZYesNoUnanswered,
  existingCover: z.string(),
  coverage: z.number(),
});
export type PreQuoteDetails = z.infer<typeof ZPreQuoteDetails>;

export function parsePreQuoteDetails(value: unknown): PreQuoteDetails | null {
  const parsed = ZPreQuoteDetails.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function memberFromDob(
  name: string,
  relation: SelectedMember['relation'],
  gender: Gender,
  dob: string,
  today = todayIso(),
): SelectedMember {
  return { name, relation, age_unit: 'YEAR', age: ageOn(dob, today) ?? 0, dob, gender };
}

/** The quote-list filter bar's state (docs/product/quotes.md §3 "Filter state"), the part that changes the request. */
export type QuoteFilters = {
  coverage: number;
  tenure: PolicyPeriod;
  insurers: HealthInsurerId[];
  room_rent_types: RoomRentType[];
  maternity_waiting_period_months: 9 | 12 | 24 | 36 | null;
};

export const DEFAULT_QUOTE_FILTERS: QuoteFilters = {
  coverage: DEFAULT_COVERAGE,
  tenure: DEFAULT_POLICY_PERIOD,
  insurers: [],
  room_rent_types: [],
  maternity_waiting_period_months: null,
};

/** docs/product/quotes.md §4 Confirm / filter change: the async quote request built from the pre-quote answers. */
export function buildHealthQuoteRequest(
  details: PreQuoteDetails,
  filters: QuoteFilters = { ...DEFAULT_QUOTE_FILTERS, coverage: details.coverage },
): THealthQuoteRequestInput {
  const filtered =
    filters.insurers.length > 0 ||
    filters.room_rent_types.length > 0 ||
    filters.maternity_waiting_period_months !== null;
  return {
    request_type: 'BASE_ASYNC_QUOTATION',
    plan_category: 'HEALTH_INSURANCE',
    user_id: '',
    gender: details.gender === 'Female' ? 'FEMALE' : 'MALE',
    pincode: Number(details.pincode),
    member_covered: details.members.map((m, i) => {
      const conditions = memberConditions(details, i);
      return {
        relation: m.relation,
        name: m.name,
        dob: m.dob,
        gender: m.gender,
        ...(conditions.length > 0 && { ped_list: conditions }),
      };
    }),
    ped_list: details.ped.length > 0 ? details.ped : ['NO_EXISTING_DISEASE'],
    sum_insured_min: filters.coverage as CoverageAmount,
    sum_insured_max: filters.coverage as CoverageAmount,
    policy_period: filters.tenure,
    member_coverage_plan_type: details.members.length > 1 ? 'FAMILY_FLOATER' : 'INDIVIDUAL',
    deductible: 0,
    addons: [],
    filter_criteria: filtered
      ? {
          insurers: filters.insurers,
          is_portable: null,
          maternity_cover: filters.maternity_waiting_period_months !== null ? true : null,
          maternity_waiting_period_months: filters.maternity_waiting_period_months,
          ped_waiting_period_months: null,
          room_rent_types: filters.room_rent_types,
          special_feature_tags: [],
        }
      : null,
  };
}

/** The chosen conditions of this member: all of them when the member is insured alone, else those placed on them. */
function memberConditions(details: PreQuoteDetails, index: number): ExistingCondition[] {
  const chosen = details.ped.filter((p): p is ExistingCondition => p !== 'NO_EXISTING_DISEASE');
  if (details.members.length === 1) return chosen;
  const code = memberCodesOf(details.members)[index];
  return chosen.filter((p) => code !== undefined && (details.pedMembers[p] ?? []).includes(code));
}

type StoredRequest = {
  pincode?: unknown;
  sum_insured_max?: unknown;
  member_covered?: { relation?: string; name?: string; dob?: string; gender?: string; ped_list?: string[] }[];
  ped_list?: string[];
  pincode_details?: { district: string; state: string };
};

/**
 * docs/product/quotes.md §4: "if the pre-quote details are missing locally they are rebuilt from the quotation
 * request".
 */
export function preQuoteFromQuotationRequest(
  request: StoredRequest,
  place: { district: string; state: string } | null,
  today = todayIso(),
): PreQuoteDetails | null {
  const members = (request.member_covered ?? []).flatMap((m) => {
    const relation = ZRelation.safeParse(m.relation ?? 'SELF');
    const gender = ZGender.safeParse(m.gender);
    return relation.success && gender.success && m.dob
      ? [memberFromDob(m.name ?? '', relation.data, gender.data, m.dob, today)]
      : [];
  });
  const self = members.find((m) => m.relation === 'SELF') ?? members[0];
  if (!self) return null;
  const ped = (request.ped_list ?? []).filter(
    (p): p is PedValue => ZPedValue.safeParse(p).success && p !== 'NO_EXISTING_DISEASE',
  );
  // Who has each condition, read back from the members that carried it (the quoted members keep their order).
  const codes = memberCodesOf(members);
  const pedMembers: PreQuoteDetails['pedMembers'] = {};
  (request.member_covered ?? []).forEach((m, i) => {
    const code = codes[i];
    for (const p of m.ped_list ?? []) {
      const condition = z.enum(EXISTING_CONDITIONS).safeParse(p);
      if (code && condition.success) pedMembers[condition.data] = [...(pedMembers[condition.data] ?? []), code];
    }
  });
  return {
    gender: self.gender === 'FEMALE' ? 'Female' : 'Male',
    name: self.name,
    dob: self.dob,
    step: 'HEALTH_INFO',
    members,
    proposer: null,
    pincode: String(request.pincode ?? ''),
    pincode_details: place ?? request.pincode_details ?? null,
    ped,
    pedMembers,
    hasExistingDisease: ped.length > 0 ? 'yes' : 'no',
    hasExistingPolicy: 'no',
    existingCover: '',
    coverage: typeof request.sum_insured_max === 'number' ? request.sum_insured_max : DEFAULT_COVERAGE,
  };
}
