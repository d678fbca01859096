import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import { rawQuery, type Database } from '../../db/client.ts';
import { quotationLists, quotes } from '../../db/schema.ts';
import type { QuoteDetail } from './build-quote.ts';

export type QuoteStatus = 'SUCCESS' | 'DECLINED' | 'FAILED' | 'TIMEOUT';
export type QuotationListRow = typeof quotationLists.$inferSelect;
export type QuoteRow = Omit<typeof quotes.$inferSelect, 'detail'> & { detail: QuoteDetail | { reason: string } };

export function createQuoteRepository(db: Database) {
  return {
    async insertList(values: { sessionId: string | null; vertical: string; request: unknown; expectedCount: number; deadlineAt: Date; status: 'PENDING' | 'COMPLETED' }) {
      const [row] = await db.insert(quotationLists).values(values).returning();
      if (!row) throw new Error('quotation list insert returned nothing');
      return row;
    },
    async findList(id: string): Promise<QuotationListRow | undefined> {
      const [row] = await db.select().from(quotationLists).where(eq(quotationLists.id, id)).limit(1);
      return row;
    },
    /** Idempotent per (list, plan): a connector answering twice, or a retried fan-out, stores one row. */
    async insertQuote(values: { quotationListId: string; planId: string; insurerId: string; status: QuoteStatus; priority: number; detail: unknown }) {
      const [row] = await db.insert(quotes).values(values).onConflictDoNothing().returning();
      return row as QuoteRow | undefined;
    },
    /** A list of one, already complete, with its quote: one statement (the single-quote hot path). */
    async insertCompletedListWithQuote(list: { sessionId: string | null; vertical: string; request: unknown }, quote: { planId: string; insurerId: string; priority: number; detail: unknown }) {
      const [row] = await rawQuery<{ id: string; quotation_list_id: string }>(
        db,
        `with list as (
           insert into quotation_lists (session_id, vertical, request, status, expected_count, deadline_at, completed_at)
           values ($1, $2, $3::jsonb, 'COMPLETED', 1, now(), now())
           returning id
         )
         insert into quotes (quotation_list_id, plan_id, insurer_id, status, priority, detail)
         select id, $4, $5, 'SUCCESS', $6, $7::jsonb from list
         returning id, quotation_list_id`,
        [list.sessionId, list.vertical, JSON.stringify(list.request), quote.planId, quote.insurerId, quote.priority, JSON.stringify(quote.detail)],
      );
      if (!row) throw new Error('single quote insert returned nothing');
      return { id: row.id, quotationListId: row.quotation_list_id };
    },
    async countAnswers(listId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(quotes).where(eq(quotes.quotationListId, listId));
      return row?.n ?? 0;
    },
    async successfulQuotes(listId: string): Promise<QuoteRow[]> {
      return (await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.quotationListId, listId), eq(quotes.status, 'SUCCESS')))
        .orderBy(desc(quotes.priority), asc(quotes.planId))) as QuoteRow[];
    },
    async findQuote(id: string): Promise<QuoteRow | undefined> {
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
      return row as QuoteRow | undefined;
    },
    /** Closes a list once; returns whether this call did it. */
    async completeList(id: string): Promise<boolean> {
      const rows = await db
        .update(quotationLists)
        .set({ status: 'COMPLETED', completedAt: sql`now()` })
        .where(and(eq(quotationLists.id, id), eq(quotationLists.status, 'PENDING')))
        .returning({ id: quotationLists.id });
      return rows.length > 0;
    },
    async pendingPastDeadline(now: Date) {
      return db.select({ id: quotationLists.id }).from(quotationLists).where(and(eq(quotationLists.status, 'PENDING'), lt(quotationLists.deadlineAt, now)));
    },
  };
}

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;
