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
  /**
   * Issued, then cancelled at Kavach's request: returned in its free look, or a second purchase of one vehicle's cover
   * refunded. The insurer has been told; the refund is Kavach's (payment_attempts).
   */
  'CANCELLED',
] as const;
export type InsurerCaseStatus = (typeof INSURER_CASE_STATUSES)[number];

/** Stages after which the insurer's word is final: a later decision or policy changes nothing (it is recorded). */
export const INSURER_CASE_FINAL: readonly InsurerCaseStatus[] = ['ISSUED', 'DECLINED', 'WITHDRAWN', 'CANCELLED'];

/** Stages in which the insurer has not given its final word: the buyer's premium is held on its decision. */
export const INSURER_CASE_PENDING = INSURER_CASE_STATUSES.filter((s) => !INSURER_CASE_FINAL.includes(s));

/** What the insurer asks for while a case is referred. */
export const INSURER_REQUIREMENTS = ['MEDICAL_TEST', 'INCOME_PROOF', 'INSPECTION'] as const;
export type InsurerRequirement = (typeof INSURER_REQUIREMENTS)[number];

/** A requirement's progress: open (the buyer has to act), scheduled (a slot is booked), done. */
export const INSURER_REQUIREMENT_STATUSES = ['OPEN', 'SCHEDULED', 'DONE'] as const;

/** A counter-offer loads the premium or excludes a condition. */
export const COUNTER_OFFER_KINDS = ['LOADING', 'EXCLUSION'] as const;

/** The buyer's answer to a counter-offer. */
export const COUNTER_OFFER_ANSWERS = ['ACCEPT', 'DECLINE'] as const;
export type CounterOfferAnswer = (typeof COUNTER_OFFER_ANSWERS)[number];

/** What a medical test's results say, as the sandbox insurer's demo page reports them. */
export const MEDICAL_OUTCOMES = ['CLEAR', 'DECLINE'] as const;

/**
 * The languages a document can be asked for in. Kavach sends English until the buyer can pick Hindi
 * (docs/decisions.md §4c); the protocol carries the choice already so an insurer renders in it.
 */
export const DOCUMENT_LANGUAGES = ['en', 'hi'] as const;
