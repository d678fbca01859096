import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

export function createUploadRepository(db: Database) {
  return {
    async insert(values: { id: string; journeyId: string; docType: string; docName: string; mimeType: string; objectKey: string }): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values({ ...values, status: 'PENDING' }).returning();
      if (!row) throw new Error('upload insert returned nothing');
      return row;
    },
    async findById(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },
    async setStatus(id: string, status: 'PROCESSED' | 'REJECTED', sizeBytes: number | null): Promise<void> {
      await db.update(uploads).set({ status, sizeBytes, processedAt: sql`now()` }).where(eq(uploads.id, id));
    },
    /** The file passed its checks and now lives, final, under its processed key (kyc-files.ts). */
    async markProcessed(id: string, sizeBytes: number, objectKey: string): Promise<void> {
      await db.update(uploads).set({ status: 'PROCESSED', sizeBytes, objectKey, processedAt: sql`now()` }).where(eq(uploads.id, id));
    },
    /** Processed files of a journey, newest first: the newest file of a slot replaces the older ones. */
    async processedFor(journeyId: string): Promise<UploadRow[]> {
      return db.select().from(uploads).where(and(eq(uploads.journeyId, journeyId), eq(uploads.status, 'PROCESSED'))).orderBy(desc(uploads.processedAt));
    },
    async countFor(journeyId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(uploads).where(eq(uploads.journeyId, journeyId));
      return row?.n ?? 0;
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
