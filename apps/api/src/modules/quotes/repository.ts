import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import { rawQuery, type Database } from '../../db/client.ts';
import { quotationLists, quotes } from '../../db/schema.ts';
import { findOne, insertOne } from '../../db/rows.ts';
import type { QuoteDetail } from './build-quote.ts';

export type QuoteStatus = 'SUCCESS' | 'DECLINED' | 'FAILED' | 'TIMEOUT';
export type QuotationListRow = typeof quotationLists.$inferSelect;
export type QuoteRow = Omit<typeof quotes.$inferSelect, 'detail'> & { detail: QuoteDetail | { reason: string } };
/** A connector's answer as stored: priced (SUCCESS) or its reason for dropping out. */
export type NewQuote = Required<
  Pick<typeof quotes.$inferInsert, 'quotationListId' | 'planId' | 'insurerId' | 'priority'>
> & {
  status: QuoteStatus;
  detail: unknown;
};

export function createQuoteRepository(db: Database) {
  return {
    async insertList(values: {
      sessionId: string | null;
      vertical: string;
      request: unknown;
      expectedCount: number;
      deadlineAt: Date;
      status: 'PENDING' | 'COMPLETED';
    }) {
      return insertOne(db, quotationLists, values);
    },
    findList: (id: string): Promise<QuotationListRow | undefined> => findOne(db, quotationLists, quotationLists.id, id),
    /**
     * In one statement; idempotent per (list, plan): a connector answering twice, or a retried fan-out, stores one row.
     */
    async insertQuotes(values: readonly NewQuote[]): Promise<void> {
      if (values.length > 0)
        await db
          .insert(quotes)
          .values([...values])
          .onConflictDoNothing();
    },
    /**
     * A completed list of one quote, under the ids its quote token promised. Storing the same token's quote again
     * (a retry, a second tab) inserts nothing: the first one stands.
     */
    async insertCompletedListWithQuote(
      list: { id: string; sessionId: string; vertical: string; request: unknown },
      quote: { id: string; planId: string; insurerId: string; priority: number; detail: unknown },
    ): Promise<void> {
      await rawQuery(
        db,
        `with list as (
           insert into quotation_lists (id, session_id, vertical, request, status, expected_count, deadline_at, completed_at)
           values ($1, $2, $3, $4::jsonb, 'COMPLETED', 1, now(), now())
           on conflict (id) do nothing
           returning id
         )
         insert into quotes (id, quotation_list_id, plan_id, insurer_id, status, priority, detail)
         select $5, id, $6, $7, 'SUCCESS', $8, $9::jsonb from list
         on conflict (id) do nothing`,
        [
          list.id,
          list.sessionId,
          list.vertical,
          JSON.stringify(list.request),
          quote.id,
          quote.planId,
          quote.insurerId,
          quote.priority,
          JSON.stringify(quote.detail),
        ],
      );
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
    /** Why plans declined the list's request (an entry age, a member count), each reason with how many gave it. */
    async declinedReasons(listId: string): Promise<{ reason: string; plans: number }[]> {
      const reason = sql<string>`${quotes.detail}->>'reason'`;
      const rows = await db
        .select({ reason, plans: count() })
        .from(quotes)
        .where(and(eq(quotes.quotationListId, listId), eq(quotes.status, 'DECLINED')))
        .groupBy(reason)
        .orderBy(desc(count()), asc(reason));
      return rows.filter((r): r is { reason: string; plans: number } => typeof r.reason === 'string');
    },
    async findQuote(id: string): Promise<QuoteRow | undefined> {
      return (await findOne(db, quotes, quotes.id, id)) as QuoteRow | undefined;
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
      return db
        .select({ id: quotationLists.id })
        .from(quotationLists)
        .where(and(eq(quotationLists.status, 'PENDING'), lt(quotationLists.deadlineAt, now)));
    },
  };
}

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;
