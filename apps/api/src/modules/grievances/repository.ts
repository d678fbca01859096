import { grievanceLateIfRaisedBefore, type GrievanceState } from '@kavach/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consolePage, findOne, insertOne, newestRows } from '../../db/rows.ts';
import { grievances, journeys, users } from '../../db/schema.ts';

export type GrievanceRow = typeof grievances.$inferSelect;

/** Closed complaints a buyer's list shows, newest first; open ones are all shown. */
const CLOSED_KEPT_IN_VIEW = 100;

/**
 * Whether a complaint is late at `now` (grievanceTimeline's rule, by grievanceLateIfRaisedBefore): still OPEN past
 * the days to acknowledge it, or not CLOSED past the days to resolve it. The queue's order and the home figure both
 * read it, so the count is of the rows the queue puts first.
 */
function overdueAt(now: Date) {
  const late = grievanceLateIfRaisedBefore(now);
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  return sql`(${grievances.state} = 'OPEN' and ${grievances.raisedAt} < ${at(late.acknowledge)})
    or (${grievances.state} <> 'CLOSED' and ${grievances.raisedAt} < ${at(late.resolve)})`;
}

export function createGrievanceRepository(db: Database) {
  return {
    /**
     * Stores a complaint unless its user already raised `limit` in the last `minutes` ('LIMIT'), or its journey is no
     * longer the user's ('GONE': erased by an account deletion or a Remove since the caller read it). The user's row is
     * locked while it counts, so complaints sent at once are counted one after another, never all against the same
     * count, and an erasure, which takes the same lock, is either over before the journey is read here or waits.
     */
    async insertWithinLimit(
      values: typeof grievances.$inferInsert & { journeyId: string },
      limit: { count: number; minutes: number },
    ): Promise<GrievanceRow | 'LIMIT' | 'GONE'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
        const owned = await tx.$count(
          journeys,
          and(eq(journeys.id, values.journeyId), eq(journeys.userId, values.userId)),
        );
        if (owned === 0) return 'GONE';
        const raised = await tx.$count(
          grievances,
          and(
            eq(grievances.userId, values.userId),
            sql`${grievances.raisedAt} > now() - make_interval(mins => ${limit.minutes})`,
          ),
        );
        return raised >= limit.count ? 'LIMIT' : insertOne(tx, grievances, values);
      });
    },
    findById: (id: string): Promise<GrievanceRow | undefined> => findOne(db, grievances, grievances.id, id),
    /** The row, locked until the transaction ends: the state a staff action starts from cannot change under it. */
    async lockById(id: string): Promise<GrievanceRow | undefined> {
      const [row] = await db.select().from(grievances).where(eq(grievances.id, id)).for('update');
      return row;
    },
    /**
     * The buyer's complaints, newest first: every one still open, whatever its age (its escalation route is shown
     * only here), and the latest 100 closed. A cut at the newest 100 of all hid an old open complaint behind newer
     * ones.
     */
    async listForUser(userId: string): Promise<GrievanceRow[]> {
      const mine = eq(grievances.userId, userId);
      const [open, closed] = await Promise.all([
        db
          .select()
          .from(grievances)
          .where(and(mine, ne(grievances.state, 'CLOSED'))),
        newestRows(db, grievances, {
          by: grievances.raisedAt,
          where: and(mine, eq(grievances.state, 'CLOSED')),
          limit: CLOSED_KEPT_IN_VIEW,
        }),
      ]);
      return [...open, ...closed].sort((a, b) => b.raisedAt.getTime() - a.raisedAt.getTime());
    },
    /**
     * Page `page` of the staff's queue (or of one state's complaints): overdue first, by grievanceTimeline's rule at
     * `now`, then open oldest first, then the latest closed. The order is the database's, so it holds across pages.
     */
    queue(state: GrievanceState | undefined, page: number, now: Date) {
      const where = state ? eq(grievances.state, state) : undefined;
      return consolePage(page, db.$count(grievances, where), (limit, offset) =>
        db
          .select()
          .from(grievances)
          .where(where)
          .orderBy(
            sql`(${overdueAt(now)}) desc`,
            sql`${grievances.state} = 'CLOSED'`,
            sql`case when ${grievances.state} = 'CLOSED' then ${grievances.closedAt} end desc`,
            grievances.raisedAt,
            grievances.id,
          )
          .limit(limit)
          .offset(offset),
      );
    },
    /**
     * Moves a complaint to `to` only from one of `from`: a guarded update, so of two staff (or two tabs) exactly one
     * wins. Returns the row before and after, or undefined when it was not in one of `from`.
     */
    async move(
      id: string,
      from: readonly GrievanceState[],
      to: GrievanceState,
      set: Record<string, unknown>,
    ): Promise<GrievanceRow | undefined> {
      const [row] = await db
        .update(grievances)
        .set({ ...set, state: to } as Partial<typeof grievances.$inferInsert>)
        .where(and(eq(grievances.id, id), inArray(grievances.state, [...from])))
        .returning();
      return row;
    },
    /** Complaints not acknowledged within 3 days or still open after 14 (the console's home figure). */
    countOverdue: (now = new Date()): Promise<number> => db.$count(grievances, overdueAt(now)),
  };
}
export type GrievanceRepository = ReturnType<typeof createGrievanceRepository>;
