import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { CLAIM_FINAL, type ClaimStatus } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import { claims } from '../../db/schema.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = Omit<typeof claims.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** The insurer's latest answer as Kavach keeps it on the claim. */
export type ClaimDecision = {
  version: number;
  claim_number: string;
  approved_paise: number | null;
  reason: string | null;
  documents_requested: ClaimRow['documents'];
};

export const decisionOfClaim = (row: Pick<ClaimRow, 'decision'>): ClaimDecision | null =>
  (row.decision as ClaimDecision | null) ?? null;

/** Kavach's record of its claims: every move a guarded update, by the status and version it was read at. */
export function createClaimRepository(db: Database) {
  return {
    async byId(id: string): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(claims).where(eq(claims.id, id));
      return row;
    },
    async forPolicy(policyId: string): Promise<ClaimRow[]> {
      return db.select().from(claims).where(eq(claims.policyId, policyId)).orderBy(desc(claims.intimatedAt));
    },
    /** The claim this key made on the policy, made now if none: one per key, however many tabs or clicks race. */
    async intimate(values: NewClaim): Promise<{ row: ClaimRow; created: boolean }> {
      const [row] = await db
        .insert(claims)
        .values({ ...values, status: 'SUBMITTING' })
        .onConflictDoNothing({ target: [claims.policyId, claims.idempotencyKey] })
        .returning();
      if (row) return { row, created: true };
      const [found] = await db
        .select()
        .from(claims)
        .where(and(eq(claims.policyId, values.policyId), eq(claims.idempotencyKey, values.idempotencyKey)));
      if (!found) throw new Error(`claim ${values.idempotencyKey} vanished`);
      return { row: found, created: false };
    },
    /**
     * Moves a claim from what was read — its status and applied version — or does nothing when another caller moved
     * it meanwhile (undefined): an answer is applied once, whichever process or callback gets there first.
     */
    async move(current: ClaimRow, change: Partial<typeof claims.$inferInsert> & { status: ClaimStatus }) {
      const [row] = await db
        .update(claims)
        .set({ ...change, updatedAt: sql`now()` })
        .where(
          and(
            eq(claims.id, current.id),
            eq(claims.status, current.status),
            sql`coalesce((${claims.decision} ->> 'version')::int, 0) = ${decisionOfClaim(current)?.version ?? 0}`,
          ),
        )
        .returning();
      return row;
    },
    async failed(id: string, failure: string): Promise<void> {
      await db
        .update(claims)
        .set({ failedTries: sql`${claims.failedTries} + 1`, lastFailure: failure.slice(0, 500) })
        .where(eq(claims.id, id));
    },
    /** Claims still to be told to their insurer, intimated over `olderThanSeconds` ago (a crash, a lost job). */
    async unsent(olderThanSeconds: number): Promise<ClaimRow[]> {
      return db
        .select()
        .from(claims)
        .where(
          and(
            eq(claims.status, 'SUBMITTING'),
            sql`${claims.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
          ),
        );
    },
    /** Every claim the insurer has not settled or rejected. */
    async open(): Promise<ClaimRow[]> {
      return db
        .select()
        .from(claims)
        .where(notInArray(claims.status, [...CLAIM_FINAL]))
        .orderBy(asc(claims.intimatedAt))
        .limit(500);
    },
  };
}
export type ClaimRepository = ReturnType<typeof createClaimRepository>;
