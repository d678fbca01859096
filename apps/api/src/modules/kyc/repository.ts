import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, uploads } from '../../db/schema.ts';
import { findOne, insertOne } from '../../db/rows.ts';
import { notFound } from '../../lib/app-error.ts';

export type UploadRow = typeof uploads.$inferSelect;

export function createUploadRepository(db: Database) {
  return {
    /**
     * Stores an upload slot unless its journey already has `limit` (then null). The journey's row is locked while it
     * counts, as every change to the journey takes it, so slots asked for at once are counted one after another,
     * never all against the same count; the count is a statement of its own after the lock, so it sees every slot
     * committed while this one waited.
     */
    async insertWithinLimit(
      values: { id: string; journeyId: string; docType: string; docName: string; mimeType: string; objectKey: string },
      limit: number,
    ): Promise<UploadRow | null> {
      return db.transaction(async (tx) => {
        const [journey] = await tx
          .select({ id: journeys.id })
          .from(journeys)
          .where(eq(journeys.id, values.journeyId))
          .for('update');
        // Erased (removed, or the account deleted) since the caller read it.
        if (!journey) throw notFound('Journey');
        const held = await tx.$count(uploads, eq(uploads.journeyId, values.journeyId));
        return held >= limit ? null : insertOne(tx, uploads, { ...values, status: 'PENDING' });
      });
    },
    findById: (id: string): Promise<UploadRow | undefined> => findOne(db, uploads, uploads.id, id),
    /** PENDING → PROCESSED or REJECTED, once: a set-aside (SUPERSEDED) file can never be processed back into use. */
    async setStatus(id: string, status: 'PROCESSED' | 'REJECTED', sizeBytes: number | null): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ status, sizeBytes, processedAt: sql`now()` })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'PENDING')))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },
    /** The file passed its checks and now lives, final, under its processed key (kyc-files.ts). */
    /** False when the upload stopped waiting meanwhile (set aside for a new proposer): it stays as it is. */
    async markProcessed(id: string, sizeBytes: number, objectKey: string): Promise<boolean> {
      const done = await db
        .update(uploads)
        .set({ status: 'PROCESSED', sizeBytes, objectKey, processedAt: sql`now()` })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'PENDING')))
        .returning({ id: uploads.id });
      return done.length > 0;
    },
    /** Processed files of a journey, newest first: the newest file of a slot replaces the older ones. */
    async processedFor(journeyId: string): Promise<UploadRow[]> {
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.journeyId, journeyId), eq(uploads.status, 'PROCESSED')))
        .orderBy(desc(uploads.processedAt));
    },
    /**
     * The proposer became someone else: documents uploaded so far (processed or still pending) no longer prove this
     * proposer's identity. They are set aside (SUPERSEDED, kept for the retention period like any unpaid upload) for
     * good, and KYC starts again.
     */
    async supersedeForJourney(journeyId: string): Promise<void> {
      await db
        .update(uploads)
        .set({ status: 'SUPERSEDED' })
        .where(and(eq(uploads.journeyId, journeyId), inArray(uploads.status, ['PENDING', 'PROCESSED'])));
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
