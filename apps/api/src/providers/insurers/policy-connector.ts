import {
  COUNTER_OFFER_KINDS,
  INSURER_REQUIREMENT_STATUSES,
  INSURER_REQUIREMENTS,
  JOURNEY_VERTICALS,
  DOCUMENT_LANGUAGES,
  INSURER_CASE_STATUSES,
  ENDORSEMENT_REQUEST_MODES,
  INSURER_ENDORSEMENT_STATUSES,
  ZEndorsementChange,
  ZIntermediary,
  CLAIM_DOCUMENTS,
  CLAIM_KINDS,
  CLAIM_STATUSES,
  NCB_LOSS_REASONS,
  RENEWAL_OUTCOMES,
  WAITING_PERIOD_CARRY,
} from '@kavach/domain';
import { z } from 'zod';

/**
 * The protocol Kavach speaks with an insurer for a policy's life (docs/decisions.md §4b, docs/product/insurer-cases.md):
 * the same JSON whether the insurer is the sandbox in this process or a real one over the internet.
 */

/** The statuses an insurer answers: a case's, but SUBMITTING, which is Kavach's own (not yet taken by the insurer). */
const ZAnswerStatus = z.enum(INSURER_CASE_STATUSES).exclude(['SUBMITTING']);

const ZRequirement = z.object({
  kind: z.enum(INSURER_REQUIREMENTS),
  status: z.enum(INSURER_REQUIREMENT_STATUSES),
  /** A medical test's booked slot (ISO date-time, India), once the buyer picked one. */
  slot: z.string().max(40).nullable(),
  /** The slots the buyer may pick from, while the test is OPEN. */
  offered_slots: z.array(z.string().max(40)).max(20),
  /**
   * Where the buyer meets the requirement on the insurer's own site (a break-in's inspection photos): https, or the
   * sandbox insurer's page on this server. Kavach links to it and never holds what is sent there.
   */
  url: z
    .string()
    .max(500)
    .refine((u) => u.startsWith('https://') || u.startsWith('/sandbox-insurer/'), 'not an https address')
    .nullable()
    .default(null),
  /**
   * What the insurer paid for the requirement once done (a medical examination), in paise: a free-look return keeps
   * it (IRDAI). Null when it cost nothing or is not done.
   */
  cost_paise: z.number().int().min(0).nullable().default(null),
});

/** An insurer's view of one proposal, answered to every call and sent in every callback. */
export const ZInsurerAnswer = z.object({
  proposal_id: z.string().min(1).max(100),
  broker_reference: z.string().min(1).max(100),
  status: ZAnswerStatus,
  /**
   * Counts every change the insurer made to the proposal: an answer older than the one applied (a callback overtaken
   * by a poll, a late repeat) changes nothing.
   */
  version: z.number().int().min(1),
  /** The premium this answer is about, in paise: a decision for another amount than the one paid changes nothing. */
  premium_paise: z.number().int().min(0),
  requirements: z.array(ZRequirement).max(10),
  counter_offer: z
    .object({
      kind: z.enum(COUNTER_OFFER_KINDS),
      /** What the buyer pays on top, a year, in paise (0 for an exclusion alone). */
      extra_premium_paise: z.number().int().min(0),
      reason: z.string().min(1).max(300),
    })
    .nullable(),
  /** Why the insurer declined, in words it wants the buyer to read. */
  reason: z.string().max(300).nullable(),
  policy: z
    .object({
      policy_number: z.string().min(1).max(60),
      product_uin: z.string().min(1).max(60),
      start_date: z.iso.date(),
      end_date: z.iso.date(),
      /** The schedule the insurer rendered, as a base64 PDF. */
      schedule_pdf: z.base64().max(4_000_000),
    })
    .nullable(),
});
export type TInsurerAnswer = z.infer<typeof ZInsurerAnswer>;

/** A callback's body: the answer, when the insurer sent it and an id of its own, signed over these raw bytes. */
export const ZInsurerCallback = z.object({
  event_id: z.string().min(1).max(100),
  sent_at: z.number().int(),
  answer: ZInsurerAnswer,
});

/** What Kavach submits: the proposal as paid, the KYC result and documents, and who sells it. */
export const ZProposalSubmission = z.object({
  /** Kavach's id for the case: submitting it twice finds the first proposal, never makes a second. */
  broker_reference: z.string().min(1).max(100),
  vertical: z.enum(JOURNEY_VERTICALS),
  plan_id: z.string().min(1).max(200),
  premium_paise: z.number().int().min(0),
  /** The journey as the buyer confirmed and paid for it, its proposal, premium and the KYC summary included. */
  paid_journey: z.record(z.string(), z.unknown()),
  kyc: z.object({ status: z.string().max(40), documents: z.array(z.string().max(60)).max(20) }),
  /** Who sells: the broker's IRDAI registration and officers (issue 46), which the insurer's schedule prints. */
  intermediary: ZIntermediary,
  language: z.enum(DOCUMENT_LANGUAGES),
  /** Where the insurer sends its decisions, signed. */
  callback_url: z.url(),
  /**
   * Issue 47: the renewal of a policy this insurer issued, on the renewal terms it quoted (the premium submitted is
   * theirs); null for a new proposal. Whether the expiring year had a claim is told again, as with the quote.
   */
  renewal_of: z
    .object({
      proposal_id: z.string().min(1).max(100),
      policy_number: z.string().min(1).max(60),
      claim_in_year: z.boolean(),
      /** The terms as quoted: a renewal is issued only on terms the insurer still gives, in all of these. */
      outcome: z.enum(RENEWAL_OUTCOMES),
      cover_start: z.iso.date(),
      inspection_required: z.boolean(),
    })
    .nullable()
    .default(null),
  /**
   * Issue 47: the health policy with another insurer this proposal continues at its renewal (portability): the new
   * insurer underwrites the proposal, and credits the waiting periods served up to that policy's sum insured and its
   * cumulative bonus.
   */
  ported_from: z
    .object({
      policy_number: z.string().min(1).max(60),
      insurer_name: z.string().min(1).max(200),
      covered_since: z.iso.date(),
      sum_insured: z.number().int().min(0),
      /** Rupees of cover the policy's cumulative bonus added (0 when none), credited as the sum insured is. */
      cumulative_bonus: z.number().int().min(0).default(0),
      end_date: z.iso.date(),
    })
    .nullable()
    .default(null),
});
export type TProposalSubmission = z.infer<typeof ZProposalSubmission>;

/** An insurer that did not answer, or answered something that is not the protocol: the case waits and tries again. */
export class InsurerUnavailable extends Error {}

/**
 * An insurer's refusal in its own words (a 409: a policy it does not renew yet). Callers that only wait and retry treat
 * it as unavailable; a caller with a buyer waiting tells them the words.
 */
export class InsurerRefused extends InsurerUnavailable {
  constructor(
    readonly insurerId: string,
    readonly words: string,
  ) {
    super(`${insurerId}: refused: ${words}`);
  }
}

/**
 * One insurer's side of a policy's life (medusa's provider shape): submit a proposal, read its state, answer what the
 * insurer asks (a medical test slot, a counter-offer), withdraw it, and check a callback's signature. Every call
 * answers the insurer's whole view of the proposal, or throws InsurerUnavailable.
 */
export interface PolicyConnector {
  readonly insurerId: string;
  readonly kind: 'sandbox' | 'http';
  submitProposal(submission: TProposalSubmission): Promise<TInsurerAnswer>;
  fetchProposal(proposalId: string): Promise<TInsurerAnswer>;
  bookMedicalTest(proposalId: string, slot: string): Promise<TInsurerAnswer>;
  answerCounterOffer(proposalId: string, accept: boolean): Promise<TInsurerAnswer>;
  withdrawProposal(proposalId: string, reason: string): Promise<TInsurerAnswer>;
  /** Cancels an issued policy whose premium Kavach refunds (a free-look return, a second purchase of one cover). */
  cancelPolicy(proposalId: string, reason: string): Promise<TInsurerAnswer>;
  /**
   * Asks for a change to an issued policy (an endorsement; docs/insurers.md#endorsements). The insurer finds a change
   * it already has by Kavach's reference, so a retry never makes a second. Answers where the change stands.
   */
  requestEndorsement(proposalId: string, request: TEndorsementRequest): Promise<TEndorsementAnswer>;
  /** The callback's answer when its signature over the raw body verifies and it is recent; null otherwise. */
  verifyCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): { eventId: string; answer: TInsurerAnswer } | null;
  /** Issue 47: tells the insurer of a claim on a policy it issued; a repeat with one broker reference finds the first. */
  intimateClaim(claim: TClaimIntimation): Promise<TClaimAnswer>;
  fetchClaim(claimId: string): Promise<TClaimAnswer>;
  /** Sends the documents the insurer asked for (or more): a signed link to each file, which the insurer fetches. */
  sendClaimDocuments(claimId: string, files: readonly TClaimFileLink[]): Promise<TClaimAnswer>;
  /** A claim callback's answer when its signature verifies and it is recent; null otherwise. */
  verifyClaimCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): { eventId: string; answer: TClaimAnswer } | null;
}

/** What Kavach asks with a renewal quote: whether the expiring year had a claim (its no-claim bonus, its bonus). */
export const ZRenewalQuoteRequest = z.object({ claim_in_year: z.boolean() });
export type TRenewalQuoteRequest = z.infer<typeof ZRenewalQuoteRequest>;

/**
 * An insurer's renewal terms for an issued policy of its own (docs/insurers.md#renewal-quote), on its day: a renewal
 * that carries the policy on, or (a health policy past its grace) only a new policy with fresh waiting periods.
 */
export const ZRenewalTerms = z.object({
  proposal_id: z.string().min(1).max(100),
  policy_number: z.string().min(1).max(60),
  outcome: z.enum(RENEWAL_OUTCOMES),
  cover_start: z.iso.date(),
  cover_end: z.iso.date(),
  premium_paise: z.number().int().min(0),
  /** The sum insured, or a vehicle's IDV at its new age, in rupees; null for third-party cover alone. */
  sum_insured: z.number().int().min(0).nullable(),
  /** Motor: the no-claim bonus the renewal carries, and why it is none when it was lost. */
  ncb_percent: z.number().int().min(0).max(50).nullable(),
  ncb_lost: z.enum(NCB_LOSS_REASONS).nullable(),
  /** A lapsed vehicle is inspected before own-damage cover starts again (a break-in). */
  inspection_required: z.boolean(),
  /** Health: waiting periods served carry over (CONTINUE), or start again (FRESH). */
  waiting_periods: z.enum(WAITING_PERIOD_CARRY).nullable(),
  /** What the insurer wants the buyer to read, in its words. */
  notes: z.array(z.string().min(1).max(400)).max(10),
});
export type TRenewalTerms = z.infer<typeof ZRenewalTerms>;

/** The connector calls of a policy's renewal (issue 47); every connector has them. */
export interface PolicyConnector {
  /** The renewal terms for an issued policy, or throws InsurerUnavailable; a policy it does not renew is a conflict. */
  quoteRenewal(proposalId: string, request: TRenewalQuoteRequest): Promise<TRenewalTerms>;
}
// Issue 47: claims (docs/insurers.md#claims). The insurer decides a claim; Kavach relays it and its answers.

/** What Kavach tells an insurer of a claim. */
export const ZClaimIntimation = z.object({
  /** Kavach's id for the claim: intimating it twice finds the first claim, never makes a second. */
  broker_reference: z.string().min(1).max(100),
  policy_number: z.string().min(1).max(60),
  kind: z.enum(CLAIM_KINDS),
  incident_date: z.iso.date(),
  claimed_paise: z.number().int().min(1),
  description: z.string().min(1).max(500),
  /** The kind's own facts: the hospital, the survey address, the FIR number, the nominee. */
  details: z.record(z.string(), z.string().max(200)),
  documents: z.array(z.enum(CLAIM_DOCUMENTS)).max(CLAIM_DOCUMENTS.length),
  callback_url: z.url(),
});
export type TClaimIntimation = z.infer<typeof ZClaimIntimation>;
export type ClaimDocument = TClaimIntimation['documents'][number];

/**
 * One document's file as Kavach sends it (docs/insurers.md#claims): a link signed for this insurer, good for seven
 * days, and the file's size and SHA-256, so the insurer knows it fetched exactly what the buyer uploaded.
 */
export const ZClaimFileLink = z.object({
  document: z.enum(CLAIM_DOCUMENTS),
  file_name: z.string().min(1).max(120),
  content_type: z.string().min(1).max(100),
  size_bytes: z.number().int().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  url: z.url(),
});
export type TClaimFileLink = z.infer<typeof ZClaimFileLink>;
/** POST {insurer}/claims/{claim_id}/documents: the files for the documents asked for. */
export const ZClaimDocumentsSent = z.object({ files: z.array(ZClaimFileLink).min(1).max(50) });

/** An insurer's view of one claim, answered to every call and sent in every callback. */
export const ZClaimAnswer = z.object({
  claim_id: z.string().min(1).max(100),
  broker_reference: z.string().min(1).max(100),
  /** The insurer's claim number, as its letters print it. */
  claim_number: z.string().min(1).max(60),
  status: z.enum(CLAIM_STATUSES).exclude(['SUBMITTING']),
  /** Counts every change the insurer made: an answer older than the one applied changes nothing. */
  version: z.number().int().min(1),
  approved_paise: z.number().int().min(0).nullable(),
  reason: z.string().max(300).nullable(),
  documents_requested: z.array(z.enum(CLAIM_DOCUMENTS)).max(CLAIM_DOCUMENTS.length),
});
export type TClaimAnswer = z.infer<typeof ZClaimAnswer>;

export const ZClaimCallback = z.object({
  event_id: z.string().min(1).max(100),
  sent_at: z.number().int(),
  claim: ZClaimAnswer,
});
/**
 * A change to an issued policy, as Kavach asks for it: QUOTE asks only its price for the rest of the period (nothing is
 * made), MAKE makes it — a priced change with the difference paid (`premium_difference_paise` as quoted).
 */
export const ZEndorsementRequest = z.object({
  /** Kavach's id for the change: asking twice finds the first, never makes a second. */
  broker_reference: z.string().min(1).max(100),
  mode: z.enum(ENDORSEMENT_REQUEST_MODES),
  change: ZEndorsementChange,
  /** What the buyer paid (or is owed) for it, as the insurer quoted it; 0 for a change it does not price. */
  premium_difference_paise: z.number().int(),
});
export type TEndorsementRequest = z.infer<typeof ZEndorsementRequest>;

/** The insurer's view of one change: PENDING (priced or under review), then APPROVED or DECLINED. */
export const ZEndorsementAnswer = z.object({
  endorsement_id: z.string().min(1).max(100),
  broker_reference: z.string().min(1).max(100),
  status: z.enum(INSURER_ENDORSEMENT_STATUSES),
  /** Counts the insurer's changes to it: an answer older than the one applied changes nothing; 0 for a QUOTE's. */
  version: z.number().int().min(0),
  /** The insurer's price of the change for the rest of the period, in paise (negative: given back). */
  premium_difference_paise: z.number().int(),
  reason: z.string().max(300).nullable(),
  /** Once approved: its number, the day it takes effect, and the revised schedule (a base64 PDF). */
  endorsement_number: z.string().min(1).max(60).nullable(),
  effective_on: z.iso.date().nullable(),
  schedule_pdf: z.base64().max(4_000_000).nullable(),
});
export type TEndorsementAnswer = z.infer<typeof ZEndorsementAnswer>;
