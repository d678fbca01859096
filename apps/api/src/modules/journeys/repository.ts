import type { Language } from '@kavach/domain/i18n/languages';
import {
  PAYMENT_CANCEL_REASONS,
  type JourneyVertical,
  type TAddonRequestItem,
  type TPremiumBreakup,
} from '@kavach/domain';
import { and, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { findOne, insertOne } from '../../db/rows.ts';
import { journeyOf, type Journey, type JourneyOwner, type ProposalPart } from './journey.ts';

/**
 * `onWrite` hears every row a write to the journey's priced or personal fields returns: `changeJourney` compares it
 * with the row it locked, so an edit that touched none of them needs no re-read.
 */
export function createJourneyRepository(db: Database, onWrite?: (journey: Journey) => void) {
  // The journey while it is not yet PAID: what a confirmation or a change may touch.
  const unpaidJourney = (id: string) => and(eq(journeys.id, id), inArray(journeys.status, ['INITIATED', 'CONFIRMED']));
  // The journey's accepted payment, if any: a SUCCESS attempt, its policy issued or about to be.
  const acceptedPayment = (id: string) =>
    db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.journeyId, id), eq(paymentAttempts.status, 'SUCCESS')));

  // The one write of priced or personal fields: the row it returns goes to `onWrite`.
  const writeSettled = async (id: string, set: Partial<typeof journeys.$inferInsert>): Promise<void> => {
    const [row] = await db
      .update(journeys)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(journeys.id, id))
      .returning();
    if (row) onWrite?.(journeyOf(row));
  };
  return {
    async insert(values: Omit<typeof journeys.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>): Promise<Journey> {
      return journeyOf(await insertOne(db, journeys, values));
    },
    async findById(id: string): Promise<Journey | undefined> {
      const row = await findOne(db, journeys, journeys.id, id);
      return row && journeyOf(row);
    },
    /**
     * Whose the journey is, and its vertical: all a caller's check needs (caller-first.ts), without the row's
     * proposal to fetch and parse on every journey call before the route reads the journey itself.
     */
    async findOwnerById(id: string): Promise<JourneyOwner | undefined> {
      const [row] = await db
        .select({ vertical: journeys.vertical, sessionId: journeys.sessionId, userId: journeys.userId })
        .from(journeys)
        .where(eq(journeys.id, id))
        .limit(1);
      return row;
    },
    /** Stores the parts a step saved beside the others (each part whole), and the step the journey is now at. */
    async updateProposal<V extends JourneyVertical>(
      journey: Journey<V>,
      part: ProposalPart<V>,
      journeyStep: string,
    ): Promise<void> {
      await writeSettled(journey.id, {
        proposal: sql`${journeys.proposal} || ${JSON.stringify(part)}::jsonb`,
        journeyStep,
      });
    },
    async setStatus(id: string, status: 'INITIATED' | 'CONFIRMED' | 'PAID'): Promise<void> {
      await db
        .update(journeys)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(journeys.id, id));
    },
    /**
     * INITIATED or CONFIRMED → CONFIRMED with a fresh snapshot (the caller holds the row lock); attempts opened for an
     * earlier confirmation are cancelled, so the only payable attempt is one for this snapshot. Returns the time.
     * `language`: the one the buyer confirmed in (issue 49), which their documents fall back to.
     */
    async confirm(id: string, snapshot: unknown, reviewStep: string, language?: Language): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({ status: 'CANCELLED', failureReason: PAYMENT_CANCEL_REASONS.superseded, updatedAt: sql`now()` })
        .where(and(eq(paymentAttempts.journeyId, id), inArray(paymentAttempts.status, ['PENDING', 'FAILED'])));
      await db
        .update(journeys)
        // A millisecond JS time, not now(): payment initiation matches it exactly to know the confirmation is
        // unchanged.
        .set({
          status: 'CONFIRMED',
          confirmedSnapshot: snapshot,
          confirmedAt: new Date(),
          journeyStep: reviewStep,
          ...(language ? { confirmedLanguage: language } : {}),
          updatedAt: sql`now()`,
        })
        .where(unpaidJourney(id));
    },
    /**
     * A confirmed journey changed: back to review (INITIATED), its snapshot dropped, and every attempt that could
     * still take money for the old snapshot cancelled with `reason` — in one transaction, so no attempt outlives its
     * confirmation. Also how a rejection of KYC documents sends the buyer back to new ones (ops/decide-kyc.ts).
     */
    async reopen(id: string, reason: string = PAYMENT_CANCEL_REASONS.changed): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(journeys)
          .set({ status: 'INITIATED', confirmedSnapshot: null, confirmedAt: null, updatedAt: sql`now()` })
          .where(and(eq(journeys.id, id), eq(journeys.status, 'CONFIRMED')));
        await tx
          .update(paymentAttempts)
          .set({ status: 'CANCELLED', failureReason: reason, updatedAt: sql`now()` })
          .where(and(eq(paymentAttempts.journeyId, id), inArray(paymentAttempts.status, ['PENDING', 'FAILED'])));
      });
    },
    /**
     * Locks the journey row for a change (the row lock every writer of a journey takes first: edits, confirmation,
     * initiation and an accepted payment), unless it is paid or its payment was just accepted.
     */
    async lockChangeable(id: string): Promise<Journey | undefined> {
      const [row] = await db
        .update(journeys)
        .set({ updatedAt: sql`now()` })
        .where(and(unpaidJourney(id), notExists(acceptedPayment(id))))
        .returning();
      return row && journeyOf(row);
    },
    /** Paid, or money accepted and the policy about to be issued: either way nothing on the journey may change. */
    async isPaid(id: string): Promise<boolean> {
      const [row] = await acceptedPayment(id).limit(1);
      return row !== undefined;
    },
    /**
     * Documents complete and not found in CKYC: into the staff's queue, once (issue 19) — only while nothing was paid.
     * Money held for the review was captured after confirmation had already sent the journey here; money accepted
     * otherwise rested on CKYC found at confirmation, and its policy closes the KYC. A later read that misses CKYC
     * (an outage answers NOT_FOUND) must not put an issued policy up for rejection. The one paid journey sent again
     * is one whose held money waits for new documents after a rejection (kyc/held-reupload.ts): its review is empty
     * and the rejection's time kept, which no other journey has.
     */
    async submitKycReview(id: string): Promise<void> {
      await db
        .update(journeys)
        .set({ kycReviewStatus: 'UNDER_REVIEW', kycSubmittedAt: sql`now()`, kycReviewReason: null })
        .where(
          and(
            eq(journeys.id, id),
            isNull(journeys.kycReviewStatus),
            ne(journeys.status, 'PAID'),
            or(notExists(acceptedPayment(id)), isNotNull(journeys.kycReviewedAt)),
            notExists(db.select({ id: policies.id }).from(policies).where(eq(policies.journeyId, id))),
          ),
        );
    },
    /** The documents changed (a new file, or a new proposer): whatever staff decided was about other files. */
    async resetKycReview(id: string): Promise<void> {
      await db
        .update(journeys)
        .set({ kycReviewStatus: null, kycReviewReason: null, kycSubmittedAt: null, kycReviewedAt: null })
        .where(eq(journeys.id, id));
    },
    /**
     * The CKYC registry's answer for the person the journey's proposer named (ckyc-memo.ts). Written only while the
     * proposer is still the one searched: an answer arriving after an edit, or after account deletion reduced the
     * record, is dropped. A read's bookkeeping: updated_at (the retention clock) does not move.
     */
    async rememberCkycSearch(journey: Journey, memo: NonNullable<Journey['ckycSearch']>): Promise<void> {
      await db
        .update(journeys)
        .set({ ckycSearch: memo })
        .where(
          and(
            eq(journeys.id, journey.id),
            sql`${journeys.proposal} -> 'proposer' = ${JSON.stringify(journey.proposal.proposer)}::jsonb`,
          ),
        );
    },
    async updatePricing(id: string, addons: TAddonRequestItem[], premium: TPremiumBreakup): Promise<void> {
      await writeSettled(id, { addons, premium });
    },
    /** A re-price that also changes what was quoted on (a term buyer's confirmed smoker status). */
    /** The journeys that renew the policy `policyId` (issue 47), oldest first. */
    async renewalsOf(policyId: string): Promise<Journey[]> {
      const rows = await db
        .select()
        .from(journeys)
        .where(eq(journeys.renewalOfPolicyId, policyId))
        .orderBy(journeys.createdAt);
      return rows.map(journeyOf);
    },
    /** The journeys that move the policy `policyId` to another insurer (portability, issue 47), oldest first. */
    async portsOf(policyId: string): Promise<Journey[]> {
      const rows = await db
        .select()
        .from(journeys)
        .where(eq(journeys.portedFromPolicyId, policyId))
        .orderBy(journeys.createdAt);
      return rows.map(journeyOf);
    },
    async updateQuotedPricing(
      id: string,
      quoteRequest: Journey['quoteRequest'],
      premium: TPremiumBreakup,
    ): Promise<void> {
      await writeSettled(id, { quoteRequest, premium });
    },
  };
}

export type JourneyRepository = ReturnType<typeof createJourneyRepository>;
