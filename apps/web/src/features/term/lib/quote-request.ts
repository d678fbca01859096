import {
  TERM_COVER_AMOUNTS,
  TERM_QUOTE_FIXED_FIELDS,
  todayIso,
  type TAddonRequestItem,
  type TermCoverAmount,
  type TTermQuoteRequestInput,
} from '@kavach/domain';
import { parseTermDetails, policyTermFor, type TermDetails } from './term-details.ts';

export class IncompleteDetailsError extends Error {
  override name = 'IncompleteDetailsError';
}

function coverAmount(cover: number): TermCoverAmount {
  const amount = TERM_COVER_AMOUNTS.find((a) => a === cover);
  if (amount === undefined) throw new IncompleteDetailsError(`Cover ${cover} is not one of the term cover options`);
  return amount;
}

/**
 * docs/product/review-payment-term-bike.md §3.12: the base async quote request built from the wizard's answers, with
 * the age the cover runs till. The policy term runs from the age on the day it is sent to that age; an age past it
 * would make it negative, which the API's schema refuses, so it is sent as 0 and the server (which recomputes it)
 * lets the plans decline and says why.
 */
export function buildTermQuoteRequest(details: TermDetails, today: string = todayIso()): TTermQuoteRequestInput {
  const term = details.dob ? policyTermFor(details.dob, details.cover_till_age, today) : null;
  if (!details.annual_income || term === null || !details.pincode || !details.gender || !details.smoke)
    throw new IncompleteDetailsError('The term pre-quote answers are incomplete');
  const paidYears = Math.max(0, term);
  return {
    request_type: 'BASE_ASYNC_QUOTATION',
    plan_category: 'TERM_LIFE_INSURANCE',
    gender: details.gender === 'Female' ? 'FEMALE' : 'MALE',
    dob: details.dob,
    occupation: TERM_QUOTE_FIXED_FIELDS.occupation,
    annual_income: details.annual_income,
    education: details.qualification,
    is_smoker: details.smoke,
    pincode: details.pincode,
    sum_assured: coverAmount(details.coverage),
    cover_till_age: details.cover_till_age,
    policy_term: paidYears,
    payment_type: TERM_QUOTE_FIXED_FIELDS.payment_type,
    premium_paying_term: paidYears,
    payment_frequency: TERM_QUOTE_FIXED_FIELDS.payment_frequency,
    payout_type: TERM_QUOTE_FIXED_FIELDS.payout_type,
    whole_life_cover: TERM_QUOTE_FIXED_FIELDS.whole_life_cover,
    filter_criteria: null,
  };
}

/**
 * docs/product/review-payment-term-bike.md §3.12 "The cover-change request carries insurers and coverage": every
 * insurer, the new cover.
 */
export function buildCoverChangeRequest(details: TermDetails, today: string = todayIso()): TTermQuoteRequestInput {
  return { ...buildTermQuoteRequest(details, today), filter_criteria: { insurers: [] } };
}

export type QuotedPlan = { quote_id: string; plan_id: string; insurer_id: string; sum_insured: number };

/**
 * docs/product/review-payment-term-bike.md §3.16: one plan priced again with the rider choice (same answers, the
 * quote's own cover).
 */
export function buildSingleQuoteRequest(
  details: TermDetails,
  quote: QuotedPlan,
  addons: TAddonRequestItem[],
  today: string = todayIso(),
): TTermQuoteRequestInput {
  return {
    ...buildTermQuoteRequest({ ...details, coverage: quote.sum_insured }, today),
    request_type: 'BASE_SINGLE_QUOTATION',
    user_id: '',
    quote_id: quote.quote_id,
    plan_id: quote.plan_id,
    insurer_id: quote.insurer_id,
    addons,
  };
}

/**
 * docs/product/review-payment-term-bike.md §4.13: the answers rebuilt from the stored quotation request when they are
 * missing locally (a shared link, another browser). Null when the request does not describe a complete term quote.
 */
export function termDetailsFromRequest(request: Record<string, unknown>, district: string | null): TermDetails | null {
  const gender = request.gender === 'FEMALE' ? 'Female' : request.gender === 'MALE' ? 'Male' : null;
  if (!gender) return null;
  return parseTermDetails({
    coverage: request.sum_assured,
    cover_till_age: request.cover_till_age,
    annual_income: request.annual_income,
    gender,
    dob: request.dob,
    pincode: typeof request.pincode === 'number' ? String(request.pincode) : request.pincode,
    pincode_details: district === null ? null : { district },
    qualification: request.education ?? 'GRADUATE',
    smoke: request.is_smoker,
    step: 6,
    ped: [],
  });
}
