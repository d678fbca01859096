import { INSURER_CASE_PENDING, type TDeleteAccountResponse } from '@kavach/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  claims,
  dataRequests,
  insurerCaseEvents,
  insurerCases,
  journeys,
  otpRequests,
  paymentAttempts,
  policies,
  quotationLists,
  sessions,
  smsOutbox,
  notices,
  users,
} from '../../db/schema.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { OTP_LIMITS } from '../auth/otp-limits.ts';
import { eraseJourneys, eraseUploads, eraseClaimFiles, moneyTaken } from '../retention/erase-journeys.ts';
import { listOwned, ownership } from './owned-journeys.ts';
import {
  clearedAttempt,
  clearedUser,
  REDUCED_USER_COLUMNS,
  retainedJourney,
  retainedSnapshot,
} from './retained-record.ts';

/**
 * DELETE /v1/account (DPDP Act 2023 §12, right to erasure), in one transaction: unpaid journeys are erased
 * whole; every KYC file goes, stored objects included; paid journeys are reduced to the record insurance law
 * requires (retained-record.ts); quote lists, sandbox SMS and every session go; the user row is anonymised,
 * so the same mobile can sign up afresh. Login codes of the last hour stay until they age out: they are what
 * the per-mobile and per-address SMS limits count, and deleting them would let an account be deleted and made
 * again to send SMS without limit.
 */
export const PAYMENT_IN_PROGRESS = 'A payment is still in progress. Finish or cancel it, then delete your account.';
/**
 * A proposal the insurer has not decided on would be decided on a record the erasure has reduced (no KYC, no PAN):
 * the buyer waits for the decision, or declines a counter-offer, first.
 */
export const WITH_INSURER =
  'A proposal of yours is with its insurer. Delete your account once the insurer has decided, or decline its counter-offer.';

export async function deleteAccount(
  deps: { db: Database; storage: ObjectStorage },
  userId: string,
): Promise<TDeleteAccountResponse> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    const { sessionIds, journeyOwned } = await ownership(tx, userId);
    // Locked, so a payment settling at this moment waits for the erasure rather than racing it.
    const owned = await tx.select().from(journeys).where(journeyOwned).for('update');
    const ownedIds = owned.map((j) => j.id);
    // A payment in flight would settle onto a journey no longer there (or reduced mid-way): the buyer finishes or
    // abandons it first; an abandoned attempt is closed by the reconciliation sweep.
    const open =
      ownedIds.length === 0
        ? []
        : await tx
            .select({ id: paymentAttempts.id })
            .from(paymentAttempts)
            .where(and(inArray(paymentAttempts.journeyId, ownedIds), eq(paymentAttempts.status, 'PENDING')))
            .limit(1);
    if (open.length > 0) throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
    const deciding =
      ownedIds.length === 0
        ? []
        : await tx
            .select({ id: insurerCases.id })
            .from(insurerCases)
            .where(and(inArray(insurerCases.journeyId, ownedIds), inArray(insurerCases.status, INSURER_CASE_PENDING)))
            .limit(1);
    if (deciding.length > 0) throw new AppError('CONFLICT', WITH_INSURER);
    const paidIds = new Set(
      ownedIds.length === 0
        ? []
        : (
            await tx
              .select({ id: journeys.id })
              .from(journeys)
              .where(and(inArray(journeys.id, ownedIds), moneyTaken(tx)))
          ).map((j) => j.id),
    );
    const paid = owned.filter((j) => paidIds.has(j.id));
    await tx.delete(quotationLists).where(listOwned(tx, userId, owned, sessionIds));

    const erased = await eraseJourneys(
      tx,
      deps.storage,
      ownedIds.filter((id) => !paidIds.has(id)),
    );
    const keptUploads =
      (await eraseUploads(tx, deps.storage, [...paidIds])) + (await eraseClaimFiles(tx, deps.storage, [...paidIds]));
    for (const journey of paid)
      await tx
        .update(journeys)
        .set({ ...retainedJourney(journey), updatedAt: sql`now()` })
        .where(eq(journeys.id, journey.id));
    // Attempt columns retained-record.ts does not name are cleared (the opening session); each attempt's snapshot is
    // reduced like the policy's, so a policy issued after this moment (a capture settling late) is issued reduced.
    await reduceSnapshots(tx, paymentAttempts, [...paidIds], clearedAttempt());
    const policiesKept = await reduceSnapshots(tx, policies, [...paidIds]);
    await reduceInsurerCases(tx, [...paidIds]);
    await reduceClaims(tx, [...paidIds]);

    if (user?.mobile) {
      await tx.delete(smsOutbox).where(eq(smsOutbox.recipient, user.mobile));
      await tx
        .delete(otpRequests)
        .where(
          and(
            eq(otpRequests.mobile, user.mobile),
            lt(otpRequests.createdAt, new Date(Date.now() - OTP_LIMITS.windowMs)),
          ),
        );
    }
    // The messages sent to the buyer (modules/notices) quote their policies and contacts: they go with the account.
    await tx.delete(notices).where(eq(notices.userId, userId));
    // Every session goes, the caller's too: the old session id gets 401 from now on.
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(users)
      .set({ ...clearedUser(), ...REDUCED_USER_COLUMNS, erasedAt: sql`now()` })
      .where(eq(users.id, userId));
    // The record that the erasure was asked for and done (issue 19): kept, with no personal data in it.
    await tx.insert(dataRequests).values({ userId, kind: 'ERASURE' });
    return {
      journeys_erased: erased.journeys,
      uploads_erased: erased.uploads + keptUploads,
      policies_kept: policiesKept,
    };
  });
}

/** Reduces the snapshot each row of `table` keeps for these journeys (retained-record.ts); how many rows it kept. */
async function reduceSnapshots(
  tx: Database,
  table: typeof paymentAttempts | typeof policies,
  journeyIds: string[],
  cleared: Record<string, null> = {},
): Promise<number> {
  if (journeyIds.length === 0) return 0;
  const rows = await tx
    .select({ id: table.id, snapshot: table.snapshot })
    .from(table)
    .where(inArray(table.journeyId, journeyIds));
  for (const row of rows)
    await tx
      .update(table)
      .set({ ...cleared, snapshot: retainedSnapshot(row.snapshot) })
      .where(eq(table.id, row.id));
  return rows.length;
}

/**
 * The insurer's copy of the schedule goes (it prints the PAN; the policy's record is rendered from the reduced
 * snapshot instead), and so do the insurer's words, which can name a condition: its number, UIN and dates stay.
 */
async function reduceInsurerCases(tx: Database, journeyIds: string[]): Promise<void> {
  if (journeyIds.length === 0) return;
  const reduced = await tx
    .update(insurerCases)
    .set({
      schedulePdf: null,
      decision: sql`jsonb_build_object('version', ${insurerCases.decision} -> 'version', 'requirements', '[]'::jsonb, 'counter_offer', null, 'reason', null)`,
      lastFailure: null,
    })
    .where(inArray(insurerCases.journeyId, journeyIds))
    .returning({ id: insurerCases.id });
  if (reduced.length === 0) return;
  await tx
    .update(insurerCaseEvents)
    .set({ detail: sql`${insurerCaseEvents.detail} - 'reason'` })
    .where(
      inArray(
        insurerCaseEvents.caseId,
        reduced.map((r) => r.id),
      ),
    );
}

/** What a claim kept with an erased buyer's policy says in place of their own words. */
export const ERASED_CLAIM_DESCRIPTION = 'Erased at the buyer’s request';

/**
 * A claim stays with its policy's record (its kind, dates, amounts, status, the insurer's number and decision), but
 * the buyer's own words go: what happened, and the kind's facts (a hospital, a nominee's name, an FIR number).
 */
async function reduceClaims(tx: Database, journeyIds: string[]): Promise<void> {
  if (journeyIds.length === 0) return;
  await tx
    .update(claims)
    .set({ description: ERASED_CLAIM_DESCRIPTION, details: {}, lastFailure: null })
    .where(
      inArray(
        claims.policyId,
        tx.select({ id: policies.id }).from(policies).where(inArray(policies.journeyId, journeyIds)),
      ),
    );
}
