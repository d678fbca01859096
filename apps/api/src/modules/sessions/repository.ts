import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
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

const IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;

/**
 * Sessions, read on nearly every request. With `cache` (PGlite: this process is the database's only writer)
 * a live session is kept in memory for up to a minute, so a quote or a poll does not wait on a query (issue 14).
 * Every path that deletes sessions calls `forget()`, which empties the cache and stops any lookup already in
 * flight from storing what it read; the one-minute limit bounds a path that forgot to. Never on PostgreSQL,
 * where another process may sign a session out.
 */
export function createSessionRepository(db: Database, opts: { cache?: boolean } = {}) {
  const cached = opts.cache ? new LRUCache<string, SessionRow>({ max: 10_000, ttl: 60_000 }) : undefined;
  let generation = 0;
  const touch = async (id: string): Promise<void> => {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
  };
  const keepAlive = async (row: SessionRow) => {
    if (Date.now() - row.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return;
    await touch(row.id);
    row.lastSeenAt = new Date();
  };
  return {
    /** After any deletion of sessions: nothing read before it may be answered from memory. */
    forget(): void {
      generation += 1;
      cached?.clear();
    },
    async insert(values: { tokenHash: string; userAgent: string | null }): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },
    /** The live session with this token hash: one idle past SESSION_IDLE_DAYS is no session at all. */
    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const hit = cached?.get(tokenHash);
      if (hit && Date.now() - hit.lastSeenAt.getTime() < IDLE_MS) {
        await keepAlive(hit);
        return hit;
      }
      const seen = generation;
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastSeenAt, idleCutoff)))
        .limit(1);
      // Each use keeps the session alive: the idle clock restarts (at most one write an hour per session).
      if (row) await keepAlive(row);
      if (row && cached && seen === generation) cached.set(tokenHash, row);
      return row;
    },
    touch,
    /** Signs the user out everywhere but the session `keepId`; answers how many sessions ended. */
    async deleteOthersOf(userId: string, keepId: string): Promise<number> {
      const ended = (await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId))).returning({ id: sessions.id })).length;
      this.forget();
      return ended;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
