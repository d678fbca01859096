import { z } from 'zod';
import { ELDER_RELATIONS, MAX_CHILDREN, isChildRelation } from './health-members';
import type { Relation } from '../code-lists/proposal';

// Proposal constants are split by concern; this module is the one entry point for them.
export * from './proposal-options';
export * from './contact';
export * from './medical';

// docs/product/proposal-kyc.md §2: the proposal page's own steps, in order.
export const JOURNEY_STEPS = [
  'OTP_VERIFY',
  'MEMBER_NOMINEE_DETAILS',
  'ADDRESS_DETAILS',
  'MEDICAL_QUESTIONS',
  'KYC_STEP',
  'REVIEW_SUBMIT',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

// docs/product/review-payment-term-bike.md §2.2: the later shell groups member, nominee and address under
// PROPOSAL_DETAILS.
export const SHELL_STEPS = ['PROPOSAL_DETAILS', 'MEDICAL_QUESTIONS', 'KYC_STEP', 'REVIEW_SUBMIT'] as const;
export type ShellStep = (typeof SHELL_STEPS)[number];

/**
 * docs/product/proposal-kyc.md §2 and docs/product/review-payment-term-bike.md §2.1: values of the {Page} route
 * segment.
 */
export const HEALTH_PAGES = ['proposal', 'quote-list'] as const;

// docs/product/proposal-kyc.md §9.
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_VERIFIED_DELAY_MS = 1000;
export const MOBILE_LENGTH = 10;

export const OTP_PURPOSE_CODES = ['MOBILE_LOGIN'] as const;

// Only AUTHENTICATED is named by the spec; every other status is treated as not signed in
// (docs/product/proposal-kyc.md §4).
export const AUTHENTICATION_STATUSES = ['AUTHENTICATED', 'UNAUTHENTICATED'] as const;
export const ZAuthenticationStatus = z.enum(AUTHENTICATION_STATUSES);

/** What the OTP boxes show after a verify (docs/product/proposal-kyc.md §4). */
export const OTP_RESULTS = ['VERIFIED', 'INVALID'] as const;

export const CHILD_MEMBER_TYPE_CODES = ['CHILD_01', 'CHILD_02', 'CHILD_03', 'CHILD_04'] as const;
// Elders are named by their relation; children by their place among the children (memberTypeCode below).
export const MEMBER_TYPE_CODES = ['SELF', 'SPOUSE', ...CHILD_MEMBER_TYPE_CODES, ...ELDER_RELATIONS] as const;
export type MemberTypeCode = (typeof MEMBER_TYPE_CODES)[number];
export const ZMemberTypeCode = z.enum(MEMBER_TYPE_CODES);

/**
 * docs/product/proposal-kyc.md §4: Me and Proposer give SELF, the spouse SPOUSE, a son or daughter CHILD_{two-digit
 * index}. `childIndex` counts sons and daughters together from 1. Parents and grand-parents are not named by
 * the spec; they keep their relation as the code.
 */
export function memberTypeCode(relation: Relation, childIndex = 1): MemberTypeCode {
  if (!isChildRelation(relation)) return relation;
  if (!Number.isInteger(childIndex) || childIndex < 1 || childIndex > MAX_CHILDREN) {
    throw new RangeError(`Child index must be 1 to ${MAX_CHILDREN}, got ${childIndex}`);
  }
  return `CHILD_${String(childIndex).padStart(2, '0')}` as MemberTypeCode;
}
