import { PAYMENT_CANCEL_REASONS, policyNumberKey, type PaymentRecordStatus } from '@kavach/domain';
import { and, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  endorsements,
  insurerCases,
  journeys,
  paymentAttempts,
  paymentEvents,
  policies,
  policyCovers,
} from '../../db/schema.ts';
import { findOne, insertOne } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { journeyOf, type Journey } from '../journeys/journey.ts';

/** Attempts that can still take money for their journey; opening a new one, or changing the journey, cancels them. */
const OPEN: PaymentRecordStatus[] = ['PENDING', 'FAILED'];
export const SUPERSEDED_REASON = PAYMENT_CANCEL_REASONS.superseded;
export const ALREADY_PAID = 'This journey is already paid';
export const CHANGE_NOT_WAITING = 'This change is not waiting for a payment';

/** A policy's number as `policyNumberKey` reads one typed: its letters and digits, upper-cased (insurers' formats vary). */
export const policyNumberKeySql = sql`regexp_replace(upper(${policies.policyNumber}), '[^A-Z0-9]', '', 'g')`;

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** A change's price no change has taken: none sent to the insurer or made on it (docs/product/endorsements.md). */
const CHANGE_NOT_TAKEN = sql`not exists (select 1 from ${endorsements} where ${endorsements.paymentAttemptId} = ${paymentAttempts.id} and ${endorsements.status} in ('SENDING', 'APPROVED'))`;

/** The journey's premium, not a counter-offer's difference paid on top of it. */
const PREMIUM = eq(paymentAttempts.purpose, 'PREMIUM');
export type PolicyRow = typeof policies.$inferSelect;

/**
 * Inside a transaction holding the journey's lock: every open attempt of the purpose is cancelled (a second tab's
 * payment replaces the first's), and a new one opened.
 */
async function supersedeAndOpen(
  tx: Database,
  values: Omit<typeof paymentAttempts.$inferInsert, 'status'> & { purpose: 'COUNTER_OFFER' | 'ENDORSEMENT' },
): Promise<AttemptRow> {
  await tx
    .update(paymentAttempts)
    .set({ status: 'CANCELLED', failureReason: SUPERSEDED_REASON, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentAttempts.journeyId, values.journeyId),
        eq(paymentAttempts.purpose, values.purpose),
        inArray(paymentAttempts.status, OPEN),
      ),
    );
  return insertOne(tx, paymentAttempts, { ...values, status: 'PENDING' });
}

export function createPaymentRepository(db: Database) {
  // One guarded transition: the row moves only from one of `from`, so of two racing callers exactly one wins.
  const moved = async (id: string, from: PaymentRecordStatus[], set: Partial<typeof paymentAttempts.$inferInsert>) => {
    const rows = await db
      .update(paymentAttempts)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, from)))
      .returning({ id: paymentAttempts.id });
    return rows.length > 0;
  };
  const policyFor = (journeyId: string): Promise<PolicyRow | undefined> =>
    findOne(db, policies, policies.journeyId, journeyId);
  return {
    /**
     * Opens the journey's one attempt, for the snapshot confirmed at `confirmedAt`. In one transaction: the journey
     * row is locked and must still be that confirmation, with no money accepted for it yet (a change or a payment from
     * another tab in between is refused), every
     * older open attempt is cancelled, and the partial unique index refuses a second PENDING from a racing request.
     */
    async openAttempt(values: {
      journeyId: string;
      provider: string;
      amountPaise: number;
      /** The journey's confirmed snapshot, as confirmation froze it. */
      snapshot: unknown;
      sessionId: string;
      confirmedAt: Date;
    }): Promise<AttemptRow> {
      const { confirmedAt, ...attempt } = values;
      try {
        return await db.transaction(async (tx) => {
          const locked = await tx
            .update(journeys)
            .set({ updatedAt: sql`now()` })
            .where(
              and(
                eq(journeys.id, values.journeyId),
                eq(journeys.status, 'CONFIRMED'),
                eq(journeys.confirmedAt, confirmedAt),
                sql`not exists (select 1 from ${paymentAttempts} where ${paymentAttempts.journeyId} = ${values.journeyId} and ${paymentAttempts.status} = 'SUCCESS' and ${paymentAttempts.purpose} = 'PREMIUM')`,
              ),
            )
            .returning({ id: journeys.id });
          if (locked.length === 0) {
            const [paid] = await tx
              .select({ id: paymentAttempts.id })
              .from(paymentAttempts)
              .where(
                and(eq(paymentAttempts.journeyId, values.journeyId), eq(paymentAttempts.status, 'SUCCESS'), PREMIUM),
              )
              .limit(1);
            throw new AppError(
              'CONFLICT',
              paid
                ? ALREADY_PAID
                : 'Your details changed after you confirmed them. Please review and confirm again before paying.',
            );
          }
          await tx
            .update(paymentAttempts)
            .set({ status: 'CANCELLED', failureReason: SUPERSEDED_REASON, updatedAt: sql`now()` })
            .where(and(eq(paymentAttempts.journeyId, values.journeyId), inArray(paymentAttempts.status, OPEN)));
          return insertOne(tx, paymentAttempts, { ...attempt, status: 'PENDING' });
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'A payment for this policy is already being started. Please try again.');
        throw err;
      }
    },
    /**
     * Opens an attempt for an accepted counter-offer's difference (docs/product/insurer-cases.md): only while the
     * journey's premium is kept and no difference is, every older open attempt for it cancelled (a second tab), under
     * the journey's lock. Whether the case still waits on the offer is checked again when the money arrives.
     */
    async openTopUp(values: {
      journeyId: string;
      provider: string;
      amountPaise: number;
      snapshot: unknown;
      sessionId: string;
    }): Promise<AttemptRow> {
      try {
        return await db.transaction(async (tx) => {
          await tx.select({ id: journeys.id }).from(journeys).where(eq(journeys.id, values.journeyId)).for('update');
          const kept = await tx
            .select({ purpose: paymentAttempts.purpose })
            .from(paymentAttempts)
            .where(and(eq(paymentAttempts.journeyId, values.journeyId), eq(paymentAttempts.status, 'SUCCESS')));
          if (!kept.some((k) => k.purpose === 'PREMIUM'))
            throw new AppError('CONFLICT', 'The premium of this proposal is no longer held');
          if (kept.some((k) => k.purpose === 'COUNTER_OFFER'))
            throw new AppError('CONFLICT', 'The difference for this counter-offer is already paid');
          return supersedeAndOpen(tx, { ...values, purpose: 'COUNTER_OFFER' });
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'A payment for this policy is already being started. Please try again.');
        throw err;
      }
    },
    /**
     * Opens an attempt for the price of a change to the journey's issued policy (docs/product/endorsements.md), every
     * older open one for a change cancelled (a second tab), and makes it the one the change waits for — all under the
     * journey's lock, so of two tabs the later one's attempt is both open and awaited. Refused (409, nothing opened)
     * when the change no longer waits for a payment of this amount; the money is checked again when it arrives.
     */
    async openChangePayment(
      endorsementId: string,
      values: { journeyId: string; provider: string; amountPaise: number; snapshot: unknown; sessionId: string },
    ): Promise<AttemptRow> {
      try {
        return await db.transaction(async (tx) => {
          await tx.select({ id: journeys.id }).from(journeys).where(eq(journeys.id, values.journeyId)).for('update');
          const opened = await supersedeAndOpen(tx, { ...values, purpose: 'ENDORSEMENT' });
          const awaited = await tx
            .update(endorsements)
            .set({ paymentAttemptId: opened.id, updatedAt: sql`now()` })
            .where(
              and(
                eq(endorsements.id, endorsementId),
                eq(endorsements.status, 'AWAITING_PAYMENT'),
                eq(endorsements.premiumDifferencePaise, values.amountPaise),
              ),
            )
            .returning({ id: endorsements.id });
          if (awaited.length === 0) throw new AppError('CONFLICT', CHANGE_NOT_WAITING);
          return opened;
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'A payment for this policy is already being started. Please try again.');
        throw err;
      }
    },
    /** The gateway's order for the attempt; returns the attempt's status as it is now. */
    async setOrderId(id: string, providerOrderId: string | null): Promise<string | undefined> {
      const [row] = await db
        .update(paymentAttempts)
        .set({ providerOrderId })
        .where(eq(paymentAttempts.id, id))
        .returning({ status: paymentAttempts.status });
      return row?.status;
    },
    findAttempt: (id: string): Promise<AttemptRow | undefined> => findOne(db, paymentAttempts, paymentAttempts.id, id),
    /**
     * An attempt with its journey's policy, if one was issued: what a payment's return and status show, in one read
     * (each extra round trip is a purchase's cost under load, issue 14).
     */
    async findAttemptWithPolicy(
      id: string,
    ): Promise<{ attempt: AttemptRow; policy: PolicyRow | undefined } | undefined> {
      const [row] = await db
        .select({ attempt: paymentAttempts, policy: policies })
        .from(paymentAttempts)
        .leftJoin(policies, eq(policies.journeyId, paymentAttempts.journeyId))
        .where(eq(paymentAttempts.id, id))
        .limit(1);
      return row && { attempt: row.attempt, policy: row.policy ?? undefined };
    },
    /**
     * A journey with its policy and, when named, one of its own attempts: what a status page or a schedule download
     * checks ownership of, and what that check guards, in one read.
     */
    async findJourneyPayment(
      journeyId: string,
      attemptId?: string,
    ): Promise<{ journey: Journey; policy: PolicyRow | undefined; attempt: AttemptRow | undefined } | undefined> {
      const [row] = await db
        .select({ journey: journeys, policy: policies, attempt: paymentAttempts })
        .from(journeys)
        .leftJoin(policies, eq(policies.journeyId, journeys.id))
        .leftJoin(
          paymentAttempts,
          attemptId ? and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.journeyId, journeys.id)) : sql`false`,
        )
        .where(eq(journeys.id, journeyId))
        .limit(1);
      return (
        row && {
          journey: journeyOf(row.journey),
          policy: row.policy ?? undefined,
          attempt: row.attempt ?? undefined,
        }
      );
    },
    async findAttemptByOrder(provider: string, orderId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerOrderId, orderId)))
        .limit(1);
      return row;
    },
    /**
     * The captured payment's id on an attempt that may not keep it (cancelled, or the journey paid by another), so
     * its refund is made against it. Only the first capture is written: a second one, even at the same moment, finds
     * the id taken and is refunded from a row of its own (recordExtraCapture). False when another attempt holds that
     * payment id: a gateway never captures one payment for two orders, so such a result settles nothing.
     */
    async setPaymentId(id: string, providerPaymentId: string): Promise<boolean> {
      try {
        await db
          .update(paymentAttempts)
          .set({ providerPaymentId })
          .where(
            and(
              eq(paymentAttempts.id, id),
              inArray(paymentAttempts.status, [...OPEN, 'CANCELLED']),
              isNull(paymentAttempts.providerPaymentId),
            ),
          );
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
    /**
     * A second capture on an attempt that already holds one (a buyer who paid twice on one order): recorded as a row
     * of its own, due to be refunded against its own payment id, so the money the attempt keeps is untouched. A
     * repeat of the same capture finds that row. Not linked to the order: an order still names one attempt.
     */
    async recordExtraCapture(
      on: AttemptRow,
      providerPaymentId: string,
      capturedPaise: number,
      reason: string,
    ): Promise<AttemptRow | undefined> {
      const [row] = await db
        .insert(paymentAttempts)
        .values({
          journeyId: on.journeyId,
          provider: on.provider,
          amountPaise: capturedPaise,
          refundPaise: capturedPaise,
          status: 'REFUND_DUE',
          providerPaymentId,
          failureReason: reason,
        })
        .onConflictDoNothing({
          target: [paymentAttempts.provider, paymentAttempts.providerPaymentId],
          where: sql`provider_payment_id is not null`,
        })
        .returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.provider, on.provider), eq(paymentAttempts.providerPaymentId, providerPaymentId)))
        .limit(1);
      return existing;
    },
    /**
     * The prices paid for changes the insurer made to the journey's policy (docs/product/endorsements.md), kept or being
     * refunded: premium the policy holds besides its own, so a cancellation refunds its share of them too.
     */
    async keptChangePayments(journeyId: string): Promise<AttemptRow[]> {
      const rows = await db
        .select({ attempt: paymentAttempts })
        .from(paymentAttempts)
        .innerJoin(endorsements, eq(endorsements.paymentAttemptId, paymentAttempts.id))
        .where(
          and(
            eq(paymentAttempts.journeyId, journeyId),
            eq(paymentAttempts.purpose, 'ENDORSEMENT'),
            inArray(paymentAttempts.status, ['SUCCESS', 'REFUND_DUE', 'REFUNDED']),
            eq(endorsements.status, 'APPROVED'),
          ),
        )
        .orderBy(paymentAttempts.createdAt);
      return rows.map((r) => r.attempt);
    },
    /** The journey's kept premium (not a counter-offer's difference paid on top of it). */
    async successfulAttempt(journeyId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.journeyId, journeyId), eq(paymentAttempts.status, 'SUCCESS'), PREMIUM))
        .limit(1);
      return row;
    },
    /** PENDING → FAILED, once. Returns whether this call changed the attempt. */
    async fail(id: string, reason: string | null): Promise<boolean> {
      return moved(id, ['PENDING'], { status: 'FAILED', failureReason: reason });
    },
    /**
     * PENDING or FAILED → SUCCESS (a late success is real money), with the captured payment's id. Refused — undefined —
     * for a cancelled attempt, and by the one-success-per-journey index for a second success on the journey: that
     * money is to be refunded instead. Refused too, as `'PRICE_MOVED'`, when `keepsPrice` says the journey, read under
     * its lock, no longer earns the price confirmed (a capture after midnight). Returns the attempt and its journey as
     * they were under the journey's lock.
     */
    async succeed(
      id: string,
      providerPaymentId: string | null,
      keepsPrice: (journey: Journey) => boolean = () => true,
      /**
       * Why a journey that continues a policy (its renewal, its move) may not keep money now, read on `tx`: the other
       * way of continuing it kept money first. Asked under the continued policy's row lock, so of two captures at once
       * the second sees the first.
       */
      continuationRefusal?: (tx: Database, journey: Journey) => Promise<string | null>,
    ): Promise<{ attempt: AttemptRow; journey: Journey } | 'PRICE_MOVED' | { refused: string } | undefined> {
      try {
        return await db.transaction(async (tx) => {
          // The journey's row lock first, as every change takes it: a change either ran before (and cancelled this
          // attempt, so the money is refunded) or runs after (and sees the payment, so it is refused).
          const [journey] = await tx
            .update(journeys)
            .set({ updatedAt: sql`now()` })
            .where(
              eq(
                journeys.id,
                sql`(select ${paymentAttempts.journeyId} from ${paymentAttempts} where ${paymentAttempts.id} = ${id})`,
              ),
            )
            .returning();
          if (journey && !keepsPrice(journeyOf(journey))) return 'PRICE_MOVED' as const;
          const continued = journey ? (journey.renewalOfPolicyId ?? journey.portedFromPolicyId) : null;
          if (journey && continued && continuationRefusal) {
            await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, continued)).for('update');
            const refused = await continuationRefusal(tx, journeyOf(journey));
            if (refused) return { refused };
          }
          const [attempt] = await tx
            .update(paymentAttempts)
            .set({
              status: 'SUCCESS',
              failureReason: null,
              ...(providerPaymentId ? { providerPaymentId } : {}),
              keptAt: sql`now()`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, OPEN)))
            .returning();
          return attempt && journey ? { attempt, journey: journeyOf(journey) } : undefined;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },
    /** Money this attempt may not keep: → REFUND_DUE, once (so exactly one caller asks the gateway for the refund). */
    async markRefundDue(id: string, reason: string, refundPaise: number): Promise<boolean> {
      return moved(id, [...OPEN, 'CANCELLED'], { status: 'REFUND_DUE', failureReason: reason, refundPaise });
    },
    /**
     * Kept money no policy may be issued for (KYC documents staff rejected, issue 19; a premium the approval day no
     * longer earns; a vehicle insured already): SUCCESS → REFUND_DUE for the whole amount, once, and never once a
     * policy was issued for the journey.
     */
    async markHeldRefundDue(id: string, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The journey's lock first, as `insertPolicy` takes it: a policy issued meanwhile is committed, and seen by the
        // update's check below, before this decides; never a policy and its money refunded both.
        await tx
          .select({ id: journeys.id })
          .from(journeys)
          .where(
            eq(
              journeys.id,
              sql`(select ${paymentAttempts.journeyId} from ${paymentAttempts} where ${paymentAttempts.id} = ${id})`,
            ),
          )
          .for('update');
        const rows = await tx
          .update(paymentAttempts)
          .set({
            status: 'REFUND_DUE',
            failureReason: reason,
            refundPaise: sql`${paymentAttempts.amountPaise}`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(paymentAttempts.id, id),
              eq(paymentAttempts.status, 'SUCCESS'),
              // A premium, while no policy was issued for it; a counter-offer's difference, while no case holds it
              // waiting on the offer or issued on it.
              // A change's price, while no change holds it sent to the insurer or made.
              sql`(case when ${paymentAttempts.purpose} = 'PREMIUM' then not exists (select 1 from ${policies} where ${policies.journeyId} = ${paymentAttempts.journeyId}) when ${paymentAttempts.purpose} = 'ENDORSEMENT' then ${CHANGE_NOT_TAKEN} else not exists (select 1 from ${insurerCases} where ${insurerCases.topUpAttemptId} = ${paymentAttempts.id} and ${insurerCases.status} in ('COUNTER_OFFER', 'ISSUED')) end)`,
            ),
          )
          .returning({ id: paymentAttempts.id });
        return rows.length > 0;
      });
    },
    /**
     * The right to ask the gateway for this refund now: one caller at a time, in any process. A claim lapses after two
     * minutes, so a caller that died mid-call does not block the refund for good.
     */
    async claimRefund(id: string): Promise<boolean> {
      const rows = await db
        .update(paymentAttempts)
        .set({ refundClaimedAt: sql`now()` })
        .where(
          and(
            eq(paymentAttempts.id, id),
            eq(paymentAttempts.status, 'REFUND_DUE'),
            sql`(${paymentAttempts.refundClaimedAt} is null or ${paymentAttempts.refundClaimedAt} < now() - interval '2 minutes')`,
          ),
        )
        .returning({ id: paymentAttempts.id });
      return rows.length > 0;
    },
    async releaseRefund(id: string): Promise<void> {
      await db
        .update(paymentAttempts)
        // Touched, so the sweep's oldest-first order puts a refund the gateway keeps refusing behind the others.
        .set({ refundClaimedAt: null, updatedAt: sql`now()` })
        .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'REFUND_DUE')));
    },
    async markRefunded(id: string, refundId: string): Promise<boolean> {
      return moved(id, ['REFUND_DUE'], { status: 'REFUNDED', refundId });
    },
    /**
     * A refund the gateway accepted and then failed: REFUNDED → REFUND_DUE, once, forgetting the failed refund's id, so
     * it is asked for again. Answers the attempt's id, or null when no refund of that provider has that id.
     */
    async reopenRefund(provider: string, refundId: string): Promise<string | null> {
      const [row] = await db
        .update(paymentAttempts)
        .set({ status: 'REFUND_DUE', refundId: null, refundClaimedAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(paymentAttempts.provider, provider),
            eq(paymentAttempts.refundId, refundId),
            eq(paymentAttempts.status, 'REFUNDED'),
          ),
        )
        .returning({ id: paymentAttempts.id });
      return row?.id ?? null;
    },
    /**
     * Work a crash or an outage left behind: refunds still due, accepted payments without their policy, and a
     * counter-offer's difference paid that the insurer has not issued on yet (told again, or refunded); the least
     * recently tried first, so `limit` refunds a gateway keeps refusing cannot hold up every other.
     */
    async unfinished(limit = 50): Promise<AttemptRow[]> {
      return db
        .select()
        .from(paymentAttempts)
        .where(
          // A payment held while staff review the KYC documents is no unfinished work (issue 19). Held is what
          // kyc-gate.ts says: confirmed on documents and not approved (rejected ones wait for new documents, issue 48;
          // their refund is refund-held-reupload.ts's). One confirmed on CKYC found is owed its
          // policy though a review was opened later (a status read during a registry outage). Nor is a case the insurer
          // is deciding: its answer comes by callback or poll (modules/insurers).
          sql`(${paymentAttempts.status} = 'REFUND_DUE' or (${paymentAttempts.status} = 'SUCCESS' and ${paymentAttempts.purpose} = 'PREMIUM' and not exists (select 1 from ${policies} where ${policies.journeyId} = ${paymentAttempts.journeyId}) and not exists (select 1 from ${journeys} where ${journeys.id} = ${paymentAttempts.journeyId} and ${journeys.kycReviewStatus} is distinct from 'APPROVED' and ${paymentAttempts.snapshot} -> 'kyc' ->> 'kyc_status' <> 'SUCCESS') and not exists (select 1 from ${insurerCases} where ${insurerCases.journeyId} = ${paymentAttempts.journeyId} and ${insurerCases.status} in ('SUBMITTED', 'REFERRED', 'COUNTER_OFFER'))) or (${paymentAttempts.status} = 'SUCCESS' and ${paymentAttempts.purpose} = 'COUNTER_OFFER' and not exists (select 1 from ${insurerCases} where ${insurerCases.topUpAttemptId} = ${paymentAttempts.id} and ${insurerCases.status} in ('ISSUED', 'CANCELLED'))) or (${paymentAttempts.status} = 'SUCCESS' and ${paymentAttempts.purpose} = 'ENDORSEMENT' and ${CHANGE_NOT_TAKEN}))`,
        )
        .orderBy(paymentAttempts.updatedAt)
        .limit(limit);
    },
    /**
     * Refunded or still to be refunded money on the user's journeys, each with its journey, newest first (the
     * dashboard shows it): every one, however many journeys the buyer started since. Ownership is the join's.
     */
    async refundsOfUser(userId: string): Promise<{ attempt: AttemptRow; journey: Journey }[]> {
      const rows = await db
        .select({ attempt: paymentAttempts, journey: journeys })
        .from(paymentAttempts)
        .innerJoin(journeys, eq(journeys.id, paymentAttempts.journeyId))
        .where(and(eq(journeys.userId, userId), inArray(paymentAttempts.status, ['REFUND_DUE', 'REFUNDED'])))
        .orderBy(desc(paymentAttempts.updatedAt));
      return rows as { attempt: AttemptRow; journey: Journey }[];
    },
    /** Exactly one policy per journey: the unique journey_id turns every repeat into a no-op. */
    async insertPolicy(values: {
      journeyId: string;
      policyNumber: string;
      productUin: string;
      paymentAttemptId: string;
      startDate: string;
      endDate: string;
      snapshot: unknown;
      /** An accepted counter-offer's difference paid on top of the snapshot's premium. */
      extraPremiumPaise: number;
      covers: readonly InsuredCover[];
      /** The thing's other names in Kavach's records (the vertical's), checked as confirmation checks them. */
      alsoKnownAs?: AlsoKnownAs | undefined;
    }): Promise<PolicyRow | undefined | 'STALE' | { clashes: readonly [CoverClash, ...CoverClash[]] }> {
      return db.transaction(async (tx) => {
        // The journey's lock first, as account deletion takes it: a deletion either finished before (and reduced the
        // attempt's snapshot, so the one priced here is stale) or waits, and then reduces this policy too.
        await tx.select({ id: journeys.id }).from(journeys).where(eq(journeys.id, values.journeyId)).for('update');
        const [current] = await tx
          .select({ id: paymentAttempts.id })
          .from(paymentAttempts)
          .where(
            and(
              eq(paymentAttempts.id, values.paymentAttemptId),
              eq(paymentAttempts.status, 'SUCCESS'),
              sql`${paymentAttempts.snapshot} = ${JSON.stringify(values.snapshot)}::jsonb`,
            ),
          );
        if (!current) return 'STALE' as const;
        // One insured thing, one policy a day, across journeys and processes: issuers of one key take turns (in the
        // keys' order, so two issuers of the same keys never wait on each other).
        const { covers, alsoKnownAs, ...policy } = values;
        for (const key of [...new Set(covers.map((c) => c.coverKey))].sort())
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cover:${key}`}))`);
        // Its other names are read after the locks: a policy that gave it one meanwhile shares a key with it, so it
        // is committed by now (a registration renewed with the chassis of a bundled third party).
        const [clash, ...more] = await coverClashes(tx, covers, values.journeyId, alsoKnownAs);
        if (clash) return { clashes: [clash, ...more] as const };
        // The insert and the journey's PAID as CTEs: all or nothing, in one statement.
        const issued = tx
          .$with('issued')
          .as(tx.insert(policies).values(policy).onConflictDoNothing({ target: policies.journeyId }).returning());
        const paid = tx.$with('paid').as(
          tx
            .update(journeys)
            .set({ status: 'PAID', updatedAt: sql`now()` })
            .where(eq(journeys.id, values.journeyId))
            .returning({ id: journeys.id }),
        );
        const [inserted] = await tx.with(issued, paid).select().from(issued);
        // Another caller issued it first: theirs is the journey's policy, with its covers.
        if (!inserted) return findOne(tx, policies, policies.journeyId, values.journeyId);
        if (covers.length > 0)
          await tx.insert(policyCovers).values(covers.map((c) => ({ ...c, policyId: inserted.id })));
        return inserted;
      });
    },
    /** A verified webhook delivery, on its attempt's history (issue 19). */
    async recordWebhook(attemptId: string, detail: { status: string; provider_payment_id: string | null }) {
      await db.insert(paymentEvents).values({
        paymentAttemptId: attemptId,
        kind: 'WEBHOOK',
        status: detail.status,
        detail,
        at: sql`clock_timestamp()`,
      });
    },
    async historyOf(attemptId: string) {
      return db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentAttemptId, attemptId))
        .orderBy(paymentEvents.at, paymentEvents.id);
    },
    /** A policy by its number as people type it: any case, with or without dashes, slashes or spaces. */
    async policyByNumber(typed: string): Promise<PolicyRow | undefined> {
      const [row] = await db
        .select()
        .from(policies)
        .where(sql`${policyNumberKeySql} = ${policyNumberKey(typed)}`)
        .limit(1);
      return row;
    },
    policyFor,
    policyById: (id: string): Promise<PolicyRow | undefined> => findOne(db, policies, policies.id, id),
    /**
     * The user's policies, each with its journey, newest first (the dashboard): every one, however many journeys the
     * buyer started since. Ownership is the join's.
     */
    async policiesOfUser(userId: string): Promise<{ policy: PolicyRow; journey: Journey }[]> {
      const rows = await db
        .select({ policy: policies, journey: journeys })
        .from(policies)
        .innerJoin(journeys, eq(journeys.id, policies.journeyId))
        .where(eq(journeys.userId, userId))
        .orderBy(desc(policies.issuedAt));
      return rows as { policy: PolicyRow; journey: Journey }[];
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;

/** One section of what a policy insures, keyed where one thing may be insured once for any day (vertical.ts). */
export type InsuredCover = { coverKey: string; startDate: string; endDate: string };
/** A cover key's section and the name it knows the thing by: `THIRD_PARTY:MA3…` → `THIRD_PARTY`, `MA3…`. */
export const coverSection = (key: string) => key.slice(0, key.indexOf(':'));
export const coverName = (key: string) => key.slice(key.indexOf(':') + 1);
/** A section of a policy in force that already insures one of the keys on one of the days, and whose policy it is. */
export type CoverClash = {
  policyNumber: string;
  coverKey: string;
  startDate: string;
  endDate: string;
  userId: string | null;
};

/** The other names Kavach's records give what `covers` insure, as the same sections and days (vertical.ts). */
export type AlsoKnownAs = (db: Database, covers: readonly InsuredCover[]) => Promise<InsuredCover[]>;

/**
 * The sections of policies in force, of journeys other than `journeyId`, that share a key and a day with `covers`
 * or with the same sections under the thing's other names, earliest first.
 */
export async function coverClashes(
  db: Database,
  insured: readonly InsuredCover[],
  journeyId: string,
  alsoKnownAs?: AlsoKnownAs,
): Promise<CoverClash[]> {
  if (insured.length === 0) return [];
  const covers = [...insured, ...((await alsoKnownAs?.(db, insured)) ?? [])];
  return db
    .select({
      policyNumber: policies.policyNumber,
      coverKey: policyCovers.coverKey,
      startDate: policyCovers.startDate,
      endDate: policyCovers.endDate,
      userId: journeys.userId,
    })
    .from(policyCovers)
    .innerJoin(policies, eq(policies.id, policyCovers.policyId))
    .innerJoin(journeys, eq(journeys.id, policies.journeyId))
    .where(
      and(
        isNull(policies.cancelledAt),
        ne(policies.journeyId, journeyId),
        or(
          ...covers.map((c) =>
            and(
              eq(policyCovers.coverKey, c.coverKey),
              lte(policyCovers.startDate, c.endDate),
              gte(policyCovers.endDate, c.startDate),
            ),
          ),
        ),
      ),
    )
    .orderBy(policyCovers.startDate, policyCovers.coverKey);
}
