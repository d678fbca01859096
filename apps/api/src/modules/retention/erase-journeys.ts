import type { PaymentRecordStatus } from '@kavach/domain';
import { and, eq, exists, inArray, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimFiles, claims, journeys, paymentAttempts, policies, uploads } from '../../db/schema.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';

/**
 * Payment statuses under which no money was taken. Any other status (a success, a refund) makes the journey a
 * financial record that is never purged and, on account deletion, kept in its reduced form (SECURITY.md).
 */
const NO_MONEY_TAKEN: PaymentRecordStatus[] = ['PENDING', 'FAILED', 'CANCELLED'];

/**
 * A journey that is a financial record: a policy, a PAID status, an attempt that took money — or any attempt the
 * gateway has an order for. A FAILED attempt can still turn into a capture (the gateway retries, the bank answers
 * late) and a capture on a CANCELLED one is refunded: erasing the journey would leave that money with no record to
 * match it to or refund it from.
 */
export function moneyTaken(db: Database): SQL {
  const one = sql`1`;
  const attempt = (condition: SQL | undefined) =>
    exists(
      db
        .select({ one })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.journeyId, journeys.id), condition)),
    );
  return or(
    eq(journeys.status, 'PAID'),
    exists(db.select({ one }).from(policies).where(eq(policies.journeyId, journeys.id))),
    attempt(notInArray(paymentAttempts.status, NO_MONEY_TAKEN)),
    attempt(isNotNull(paymentAttempts.providerOrderId)),
  ) as SQL;
}

/**
 * A journey the buyer may not remove: a financial record (money taken, or a gateway order that may yet take it),
 * or an attempt still PENDING, which would settle onto a journey no longer there.
 */
export function keptFromRemoval(db: Database): SQL {
  const pending = exists(
    db
      .select({ one: sql`1` })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.journeyId, journeys.id), eq(paymentAttempts.status, 'PENDING'))),
  );
  return or(moneyTaken(db), pending) as SQL;
}

/** Which of these journeys the buyer may not remove (`keptFromRemoval`): a fresh read, so run it after any lock. */
export async function journeysKeptFromRemoval(db: Database, journeyIds: string[]): Promise<Set<string>> {
  if (journeyIds.length === 0) return new Set();
  const rows = await db
    .select({ id: journeys.id })
    .from(journeys)
    .where(and(inArray(journeys.id, journeyIds), keptFromRemoval(db)));
  return new Set(rows.map((r) => r.id));
}

/** Deletes these stored objects, ten at a time (a missing one is a no-op on both providers). */
export async function deleteObjects(storage: ObjectStorage, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 10)
    await Promise.all(keys.slice(i, i + 10).map((k) => storage.deleteObject(k)));
}

/**
 * Deletes the KYC files of these journeys: each stored object first, then the rows. Run inside the caller's
 * transaction: should it roll back, the files are already gone and the rows point at nothing, which a retry
 * finishes (deleting a missing object is a no-op on both providers) — erasure errs on the side of erasing.
 */
export async function eraseUploads(db: Database, storage: ObjectStorage, journeyIds: string[]): Promise<number> {
  if (journeyIds.length === 0) return 0;
  // Locked: a file being written right now (kyc/storage-routes.ts holds its row while it writes) is waited for, and
  // deleted with the rest.
  const files = await db
    .select({ key: uploads.objectKey })
    .from(uploads)
    .where(inArray(uploads.journeyId, journeyIds))
    .for('update');
  await deleteObjects(
    storage,
    files.map((f) => f.key),
  );
  await db.delete(uploads).where(inArray(uploads.journeyId, journeyIds));
  return files.length;
}

/**
 * The files uploaded to claims on these journeys' policies (medical bills, a death certificate), stored objects and
 * rows: the insurer was sent its copy, and the claim's record keeps what was sent and when (docs/product/claims.md).
 */
export async function eraseClaimFiles(db: Database, storage: ObjectStorage, journeyIds: string[]): Promise<number> {
  if (journeyIds.length === 0) return 0;
  const onTheirClaims = inArray(
    claimFiles.claimId,
    db
      .select({ id: claims.id })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policyId))
      .where(inArray(policies.journeyId, journeyIds)),
  );
  const files = await db.select({ key: claimFiles.objectKey }).from(claimFiles).where(onTheirClaims).for('update');
  await deleteObjects(
    storage,
    files.map((f) => f.key),
  );
  await db.delete(claimFiles).where(onTheirClaims);
  return files.length;
}

/** Erases unpaid journeys whole: their KYC files, then the journeys, whose payment attempts cascade with them. */
export async function eraseJourneys(
  db: Database,
  storage: ObjectStorage,
  journeyIds: string[],
): Promise<{ journeys: number; uploads: number }> {
  if (journeyIds.length === 0) return { journeys: 0, uploads: 0 };
  const erasedUploads = await eraseUploads(db, storage, journeyIds);
  const gone = await db.delete(journeys).where(inArray(journeys.id, journeyIds)).returning({ id: journeys.id });
  return { journeys: gone.length, uploads: erasedUploads };
}
