import { and, eq, exists, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, paymentAttempts, policies, uploads } from '../../db/schema.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';

/**
 * Payment statuses under which no money was taken. Any other status (a success, a refund) makes the journey a
 * financial record that is never purged and, on account deletion, kept in its reduced form (SECURITY.md).
 */
const NO_MONEY_TAKEN = ['PENDING', 'FAILED', 'CANCELLED'];

/** A journey someone paid for: a policy, a PAID status, or a payment attempt that took money. */
export function moneyTaken(db: Database): SQL {
  const one = sql`1`;
  return or(
    eq(journeys.status, 'PAID'),
    exists(db.select({ one }).from(policies).where(eq(policies.journeyId, journeys.id))),
    exists(db.select({ one }).from(paymentAttempts).where(and(eq(paymentAttempts.journeyId, journeys.id), notInArray(paymentAttempts.status, NO_MONEY_TAKEN)))),
  ) as SQL;
}

/**
 * Deletes the KYC files of these journeys: each stored object first, then the rows. Run inside the caller's
 * transaction: should it roll back, the files are already gone and the rows point at nothing, which a retry
 * finishes (deleting a missing object is a no-op on both providers) — erasure errs on the side of erasing.
 */
export async function eraseUploads(db: Database, storage: ObjectStorage, journeyIds: string[]): Promise<number> {
  if (journeyIds.length === 0) return 0;
  const files = await db.select({ key: uploads.objectKey }).from(uploads).where(inArray(uploads.journeyId, journeyIds));
  for (let i = 0; i < files.length; i += 10) await Promise.all(files.slice(i, i + 10).map((f) => storage.deleteObject(f.key)));
  await db.delete(uploads).where(inArray(uploads.journeyId, journeyIds));
  return files.length;
}

/** Erases unpaid journeys whole: their KYC files, then the journeys, whose payment attempts cascade with them. */
export async function eraseJourneys(db: Database, storage: ObjectStorage, journeyIds: string[]): Promise<{ journeys: number; uploads: number }> {
  if (journeyIds.length === 0) return { journeys: 0, uploads: 0 };
  const erasedUploads = await eraseUploads(db, storage, journeyIds);
  const gone = await db.delete(journeys).where(inArray(journeys.id, journeyIds)).returning({ id: journeys.id });
  return { journeys: gone.length, uploads: erasedUploads };
}
