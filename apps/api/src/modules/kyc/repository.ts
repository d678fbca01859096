import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { findOne, insertOne } from '../../db/rows.ts';

export type UploadRow = typeof uploads.$inferSelect;

export function createUploadRepository(db: Database) {
  return {
    async insert(values: {
      id: string;
      journeyId: string;
      docType: string;
      docName: string;
      mimeType: string;
      objectKey: string;
    }): Promise<UploadRow> {
      return insertOne(db, uploads, { ...values, status: 'PENDING' });
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
    countFor: (journeyId: string): Promise<number> => db.$count(uploads, eq(uploads.journeyId, journeyId)),
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
