import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { INSURER_CASE_FINAL, INSURER_CASE_PENDING, type InsurerCaseStatus } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import { insurerCaseEvents, insurerCases, journeys } from '../../db/schema.ts';

export type InsurerCaseRow = typeof insurerCases.$inferSelect;
export type InsurerCaseEventRow = typeof insurerCaseEvents.$inferSelect;

/** How long one caller may talk to the insurer about a case before another may (a caller that died mid-call). */
const CLAIM_LEASE = sql`interval '2 minutes'`;

/** Kavach's record of its cases with insurers: every move a guarded update, every answer an event. */
export function createInsurerCaseRepository(db: Database) {
  return {
    async forJourney(journeyId: string): Promise<InsurerCaseRow | undefined> {
      const [row] = await db.select().from(insurerCases).where(eq(insurerCases.journeyId, journeyId));
      return row;
    },
    async byId(id: string): Promise<InsurerCaseRow | undefined> {
      const [row] = await db.select().from(insurerCases).where(eq(insurerCases.id, id));
      return row;
    },
    /** The journey's case, opened now if it has none: one per journey, however many callers race (the unique key). */
    async open(values: {
      journeyId: string;
      paymentAttemptId: string;
      insurerId: string;
      premiumPaise: number;
    }): Promise<InsurerCaseRow> {
      const [row] = await db
        .insert(insurerCases)
        .values({ ...values, status: 'SUBMITTING' })
        .onConflictDoNothing({ target: insurerCases.journeyId })
        .returning();
      const found = row ?? (await this.forJourney(values.journeyId));
      if (!found) throw new Error(`insurer case for journey ${values.journeyId} vanished`);
      return found;
    },
    /**
     * The counter-offer's difference the buyer paid, attached to the case while it still waits on that offer: once per
     * case (a second payment, or one after the case moved on, finds it refused and is refunded). Answers the case if
     * this attempt holds it now, attached here or before.
     */
    async attachTopUp(id: string, attemptId: string, paise: number): Promise<InsurerCaseRow | undefined> {
      const [row] = await db
        .update(insurerCases)
        .set({ topUpAttemptId: attemptId, topUpPaise: paise, updatedAt: sql`now()` })
        .where(
          and(
            eq(insurerCases.id, id),
            eq(insurerCases.status, 'COUNTER_OFFER'),
            sql`${insurerCases.topUpAttemptId} is null`,
            sql`(${insurerCases.decision} -> 'counter_offer' ->> 'extra_premium_paise')::int = ${paise}`,
          ),
        )
        .returning();
      if (row) return row;
      const now = await this.byId(id);
      return now?.topUpAttemptId === attemptId ? now : undefined;
    },
    /** The right to talk to the insurer about this case now: one caller at a time, in any process, for two minutes. */
    async claim(id: string): Promise<InsurerCaseRow | undefined> {
      const [row] = await db
        .update(insurerCases)
        .set({ claimedAt: sql`now()` })
        .where(
          and(
            eq(insurerCases.id, id),
            sql`(${insurerCases.claimedAt} is null or ${insurerCases.claimedAt} < now() - ${CLAIM_LEASE})`,
          ),
        )
        .returning();
      return row;
    },
    async release(id: string, failure?: string): Promise<void> {
      await db
        .update(insurerCases)
        .set({
          claimedAt: null,
          ...(failure
            ? { failedTries: sql`${insurerCases.failedTries} + 1`, lastFailure: failure, updatedAt: sql`now()` }
            : {}),
        })
        .where(eq(insurerCases.id, id));
    },
    /**
     * Moves a case from one of `from` to `to` with the insurer's answer, only if the answer is newer than the one
     * applied: false when it moved meanwhile or the answer is old (the caller records why).
     */
    async move(
      id: string,
      from: readonly InsurerCaseStatus[],
      to: InsurerCaseStatus,
      change: Partial<typeof insurerCases.$inferInsert> & { decision: { version: number } & Record<string, unknown> },
    ): Promise<InsurerCaseRow | undefined> {
      const [row] = await db
        .update(insurerCases)
        .set({
          ...change,
          status: to,
          updatedAt: sql`now()`,
          ...(INSURER_CASE_FINAL.includes(to) || to === 'COUNTER_OFFER' ? { decidedAt: sql`now()` } : {}),
        })
        .where(
          and(
            eq(insurerCases.id, id),
            inArray(insurerCases.status, [...from]),
            sql`coalesce((${insurerCases.decision} ->> 'version')::int, 0) < ${change.decision.version}`,
          ),
        )
        .returning();
      return row;
    },
    async record(event: typeof insurerCaseEvents.$inferInsert): Promise<void> {
      await db.insert(insurerCaseEvents).values({ ...event, at: sql`clock_timestamp()` });
    },
    async eventsOf(caseId: string): Promise<InsurerCaseEventRow[]> {
      return db
        .select()
        .from(insurerCaseEvents)
        .where(eq(insurerCaseEvents.caseId, caseId))
        .orderBy(insurerCaseEvents.at);
    },
    /** Cases still with their insurers, oldest first, with their journey's vertical (the console). */
    async waiting(limit = 200) {
      return db
        .select({ case: insurerCases, journey: journeys })
        .from(insurerCases)
        .innerJoin(journeys, eq(journeys.id, insurerCases.journeyId))
        .where(inArray(insurerCases.status, INSURER_CASE_PENDING))
        .orderBy(insurerCases.createdAt)
        .limit(limit);
    },
    /** Cases whose submission no one holds (a crash mid-call, a lost job): the sweep hands them to the queue again. */
    async unsent(limit = 50): Promise<InsurerCaseRow[]> {
      return db
        .select()
        .from(insurerCases)
        .where(
          and(
            eq(insurerCases.status, 'SUBMITTING'),
            sql`(${insurerCases.claimedAt} is null or ${insurerCases.claimedAt} < now() - ${CLAIM_LEASE})`,
            sql`${insurerCases.updatedAt} < now() - interval '1 minute'`,
          ),
        )
        .orderBy(desc(insurerCases.updatedAt))
        .limit(limit);
    },
  };
}
export type InsurerCaseRepository = ReturnType<typeof createInsurerCaseRepository>;
