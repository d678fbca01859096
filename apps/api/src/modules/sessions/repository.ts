import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** A session unused this long stops working (SECURITY.md): a forgotten device does not stay signed in. */
export const SESSION_IDLE_DAYS = 30;
/** lastSeenAt is moved on at most this often, so a busy session does not write on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const idleCutoff = sql.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`);
/** "Idle past the limit": such a session is never found, and the retention job deletes it. */
export const sessionIdleExpired = () => lt(sessions.lastSeenAt, idleCutoff);

export function createSessionRepository(db: Database) {
  const touch = async (id: string): Promise<void> => {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
  };
  return {
    async insert(values: { tokenHash: string; userAgent: string | null }): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },
    /** The live session with this token hash: one idle past SESSION_IDLE_DAYS is no session at all. */
    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastSeenAt, idleCutoff)))
        .limit(1);
      // Each use keeps the session alive: the idle clock restarts (at most one write an hour per session).
      if (row && Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touch(row.id);
      return row;
    },
    touch,
    /** Signs the user out everywhere but the session `keepId`; answers how many sessions ended. */
    async deleteOthersOf(userId: string, keepId: string): Promise<number> {
      return (await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId))).returning({ id: sessions.id })).length;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
