import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, paymentAttempts, policies } from '../../db/schema.ts';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;

export function createPaymentRepository(db: Database) {
  return {
    async insertAttempt(values: { journeyId: string; provider: string; amountPaise: number }): Promise<AttemptRow> {
      const [row] = await db.insert(paymentAttempts).values({ ...values, status: 'PENDING' }).returning();
      if (!row) throw new Error('attempt insert returned nothing');
      return row;
    },
    async setOrderId(id: string, providerOrderId: string | null) {
      await db.update(paymentAttempts).set({ providerOrderId }).where(eq(paymentAttempts.id, id));
    },
    async findAttempt(id: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).limit(1);
      return row;
    },
    async findAttemptByOrder(provider: string, orderId: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerOrderId, orderId))).limit(1);
      return row;
    },
    async successfulAttempt(journeyId: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.journeyId, journeyId), eq(paymentAttempts.status, 'SUCCESS'))).limit(1);
      return row;
    },
    /**
     * Records a verified result once. SUCCESS is final and may replace a FAILED (a late success is real money);
     * FAILED only replaces PENDING. Returns whether this call changed the attempt.
     */
    async settle(id: string, status: 'SUCCESS' | 'FAILED', reason: string | null): Promise<boolean> {
      const from = status === 'SUCCESS' ? ['PENDING', 'FAILED'] : ['PENDING'];
      const rows = await db
        .update(paymentAttempts)
        .set({ status, failureReason: status === 'FAILED' ? reason : null, updatedAt: sql`now()` })
        .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, from)))
        .returning({ id: paymentAttempts.id });
      return rows.length > 0;
    },
    /** Exactly one policy per journey: the unique journey_id turns every repeat into a no-op. */
    async insertPolicy(values: { journeyId: string; policyNumber: string; paymentAttemptId: string; startDate: string; endDate: string }): Promise<void> {
      await db.insert(policies).values(values).onConflictDoNothing({ target: policies.journeyId });
      await db.update(journeys).set({ status: 'PAID', updatedAt: sql`now()` }).where(eq(journeys.id, values.journeyId));
    },
    async policyFor(journeyId: string): Promise<PolicyRow | undefined> {
      const [row] = await db.select().from(policies).where(eq(policies.journeyId, journeyId)).limit(1);
      return row;
    },
    async policiesFor(journeyIds: string[]): Promise<PolicyRow[]> {
      if (journeyIds.length === 0) return [];
      return db.select().from(policies).where(inArray(policies.journeyId, journeyIds)).orderBy(desc(policies.issuedAt));
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
