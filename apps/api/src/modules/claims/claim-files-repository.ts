import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimFiles, claims } from '../../db/schema.ts';

export type ClaimFileRow = typeof claimFiles.$inferSelect;
type NewClaimFile = Pick<
  typeof claimFiles.$inferInsert,
  'id' | 'claimId' | 'document' | 'fileName' | 'mimeType' | 'objectKey'
>;

/** A claim's files (docs/product/claims.md#documents): every change guarded by the state it was read in. */
export function createClaimFileRepository(db: Database) {
  return {
    async forClaim(claimId: string): Promise<ClaimFileRow[]> {
      return db
        .select()
        .from(claimFiles)
        .where(eq(claimFiles.claimId, claimId))
        .orderBy(asc(claimFiles.createdAt), asc(claimFiles.id));
    },
    /** The files of several claims, each claim's oldest first. */
    async forClaims(claimIds: readonly string[]): Promise<Map<string, ClaimFileRow[]>> {
      const rows =
        claimIds.length === 0
          ? []
          : await db
              .select()
              .from(claimFiles)
              .where(inArray(claimFiles.claimId, [...claimIds]))
              .orderBy(asc(claimFiles.createdAt), asc(claimFiles.id));
      const byClaim = new Map<string, ClaimFileRow[]>();
      for (const row of rows) byClaim.set(row.claimId, [...(byClaim.get(row.claimId) ?? []), row]);
      return byClaim;
    },
    async byId(id: string): Promise<ClaimFileRow | undefined> {
      const [row] = await db.select().from(claimFiles).where(eq(claimFiles.id, id));
      return row;
    },
    /** Stores a new file's row unless the claim has `max` already; counted under the claim's row lock. */
    async insertWithinLimit(values: NewClaimFile, max: number): Promise<ClaimFileRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, values.claimId)).for('update');
        const [held] = await tx.select({ n: count() }).from(claimFiles).where(eq(claimFiles.claimId, values.claimId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx
          .insert(claimFiles)
          .values({ ...values, status: 'PENDING' })
          .returning();
        return row;
      });
    },
    /** The checked, sealed copy becomes the file's: false when another run got there first or it was removed. */
    async markProcessed(id: string, done: { sizeBytes: number; sha256: string; objectKey: string }) {
      const moved = await db
        .update(claimFiles)
        .set({ ...done, status: 'PROCESSED', processedAt: sql`now()` })
        .where(and(eq(claimFiles.id, id), eq(claimFiles.status, 'PENDING')))
        .returning({ id: claimFiles.id });
      return moved.length === 1;
    },
    /**
     * Removes a file not yet sent: the object key it held as it went (its sealed copy if it was checked meanwhile),
     * for the caller to delete; undefined when it was sent, or gone, meanwhile.
     */
    async removeUnsent(id: string): Promise<string | undefined> {
      const [gone] = await db
        .delete(claimFiles)
        .where(and(eq(claimFiles.id, id), isNull(claimFiles.sentAt)))
        .returning({ objectKey: claimFiles.objectKey });
      return gone?.objectKey;
    },
    /** Removes a file still waiting for its check (a refused upload): false when it was checked meanwhile. */
    async removePending(id: string): Promise<boolean> {
      const gone = await db
        .delete(claimFiles)
        .where(and(eq(claimFiles.id, id), eq(claimFiles.status, 'PENDING')))
        .returning({ id: claimFiles.id });
      return gone.length === 1;
    },
    /**
     * Takes these checked, unsent files for one send: marks them sent now and answers those it marked, so a second
     * send at the same moment, or a removal, finds them taken.
     */
    async takeForSending(ids: readonly string[], at: Date): Promise<string[]> {
      if (ids.length === 0) return [];
      const taken = await db
        .update(claimFiles)
        .set({ sentAt: at })
        .where(and(inArray(claimFiles.id, [...ids]), isNull(claimFiles.sentAt), eq(claimFiles.status, 'PROCESSED')))
        .returning({ id: claimFiles.id });
      return taken.map((t) => t.id);
    },
    /** Gives back files taken for a send the insurer did not answer: they are unsent again. */
    async giveBack(ids: readonly string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(claimFiles)
        .set({ sentAt: null })
        .where(and(inArray(claimFiles.id, [...ids]), eq(claimFiles.sentAt, at)));
    },
    /** The files still waiting for a check once the insurer has what it asked for: rows deleted, keys answered. */
    async removeAllPending(claimId: string): Promise<string[]> {
      const gone = await db
        .delete(claimFiles)
        .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.status, 'PENDING')))
        .returning({ objectKey: claimFiles.objectKey });
      return gone.map((g) => g.objectKey);
    },
  };
}

export type ClaimFileRepository = ReturnType<typeof createClaimFileRepository>;
