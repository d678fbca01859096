/**
 * Where a paid purchase stands with the insurer that underwrites it (docs/decisions.md §4b). Kavach submits the
 * proposal; the insurer issues at once (straight-through), refers it (a medical test, income proof, an inspection)
 * or decides: a counter-offer, a decline, or the policy. A case never goes back to an earlier stage.
 */
export const INSURER_CASE_STATUSES = [
  /** Paid and KYC-cleared; the proposal is being sent, or waits to be sent again (the insurer did not answer). */
  'SUBMITTING',
  /** The insurer has the proposal and has not decided yet. */
  'SUBMITTED',
  /** The insurer asks for more before deciding: a medical test, income proof, an inspection. */
  'REFERRED',
  /** The insurer offers cover on other terms (a loading or an exclusion): the buyer accepts or declines. */
  'COUNTER_OFFER',
  'ISSUED',
  /** The insurer will not cover: the premium is refunded in full. */
  'DECLINED',
  /** The buyer declined a counter-offer, or Kavach withdrew the proposal: the premium is refunded in full. */
  'WITHDRAWN',
] as const;
export type InsurerCaseStatus = (typeof INSURER_CASE_STATUSES)[number];

/** Stages after which the insurer's word is final: a later decision or policy changes nothing (it is recorded). */
export const INSURER_CASE_FINAL: readonly InsurerCaseStatus[] = ['ISSUED', 'DECLINED', 'WITHDRAWN'];

/** What the insurer asks for while a case is referred. */
export const INSURER_REQUIREMENTS = ['MEDICAL_TEST', 'INCOME_PROOF', 'INSPECTION'] as const;
export type InsurerRequirement = (typeof INSURER_REQUIREMENTS)[number];
