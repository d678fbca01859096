import {
  ZInsuredMember,
  ZProposerDetails,
  parseDisplayDate,
  toDisplayDate,
  type TSaveInsuredMembersRequest,
} from '@kavach/domain';
import { filled, type FieldSpec, type FormValues } from '../../../shared/form/form-types.ts';
import { memberTypeOf, type JourneyMember, type ProposalTab } from './member-tabs.ts';

const PROPOSER_KEYS = Object.keys(ZProposerDetails.shape);
const MEMBER_KEYS = Object.keys(ZInsuredMember.shape);
const NUMBER_KEYS = new Set(['height_feet', 'height_inch', 'weight']);

/** Screen values to wire values: gender and PAN upper-cased, dates as YYYY-MM-DD, numbers as numbers. */
export function toWire(values: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (NUMBER_KEYS.has(key)) out[key] = Number(value);
    else if (key === 'gender' || key.endsWith('_gender') || key === 'pan_number') out[key] = value.toUpperCase();
    else if (key === 'dob' || key.endsWith('_dob')) out[key] = parseDisplayDate(value) ?? value;
    else out[key] = value;
  }
  return out;
}

const enabledKeys = (fields: readonly FieldSpec[], allowed: readonly string[]) =>
  fields.map((f) => f.key).filter((k) => allowed.includes(k));

export function toProposerDetails(
  values: FormValues,
  fields: readonly FieldSpec[],
): TSaveInsuredMembersRequest['proposer_details'] {
  // docs/product/proposal-kyc.md §4: the user who logs in is the proposer, so the relation is SELF.
  return {
    proposer_relation: 'SELF',
    ...toWire(filled(values, enabledKeys(fields, PROPOSER_KEYS))),
  } as TSaveInsuredMembersRequest['proposer_details'];
}

export function toInsuredMember(
  member: JourneyMember,
  members: readonly JourneyMember[],
  values: FormValues,
  fields: readonly FieldSpec[],
) {
  const ids = { member_id: member.member_id, member_type: memberTypeOf(member, members), relation: member.relation };
  return {
    ...ids,
    ...toWire(filled(values, enabledKeys(fields, MEMBER_KEYS))),
  } as TSaveInsuredMembersRequest['insured_member_list'][number];
}

type SessionUser = { full_name?: string | null; mobile_number?: string | null } | null;

/**
 * What a tab starts with before the user types: the quoted member's name, date of birth and gender,
 * and for Me the name and mobile given at OTP login; the proposer's pincode is the pre-quote's.
 */
export function prefillFor(tab: ProposalTab, user: SessionUser, pincode: string): Record<string, string> {
  const values: Record<string, string> = {};
  const member = tab.member;
  if (member) {
    if (member.full_name) values.full_name = member.full_name;
    if (member.dob) values.dob = toDisplayDate(member.dob);
    if (member.gender) values.gender = member.gender.toLowerCase();
  }
  if (tab.kind === 'self' || tab.kind === 'proposer') {
    // The OTP screen asks for the name as on the PAN, so it wins over the name typed at the pre-quote.
    if (user?.full_name) values.full_name = user.full_name;
    if (user?.mobile_number) values.mobile = user.mobile_number;
    if (pincode) values.pincode = pincode;
  }
  return values;
}
