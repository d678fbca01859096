import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Pool } from 'pg';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { insertOne } from '../../db/rows.ts';
import { broadcastSessionEnds } from './session-broadcast.ts';

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
 * Sessions, read on nearly every request, so a live session is kept in memory for up to a minute and a quote or a
 * poll does not wait on a query (issue 14). `cache: 'local'` (PGlite: this process is the database's only
 * writer): every path that deletes sessions calls `forget()`, which empties the cache and stops any lookup already
 * in flight from storing what it read. `cache: 'broadcast'` (PostgreSQL, several processes): `forget()` also tells
 * every other process through the database (session-broadcast.ts), and the cache is used only while those notices
 * can arrive. The one-minute limit bounds a path that forgot to call it.
 */
export function createSessionRepository(
  db: Database,
  opts: { cache?: 'local' | 'broadcast'; log?: { warn: (obj: object, msg: string) => void } } = {},
) {
  const cached = opts.cache ? new LRUCache<string, SessionRow>({ max: 10_000, ttl: 60_000 }) : undefined;
  let live = opts.cache === 'local';
  let generation = 0;
  /** The sessions with these token hashes, or (none given) every session, are no longer answered from memory. */
  const forgetHere = (tokenHashes?: readonly string[]) => {
    generation += 1;
    if (!tokenHashes) cached?.clear();
    else for (const hash of tokenHashes) cached?.delete(hash);
  };
  const broadcast =
    opts.cache === 'broadcast'
      ? broadcastSessionEnds((db as unknown as { $client: Pool }).$client, {
          forget: forgetHere,
          setLive: (now) => {
            live = now;
            forgetHere();
          },
          log: opts.log ?? { warn: () => undefined },
        })
      : undefined;
  const touch = async (id: string): Promise<void> => {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  };
  const keepAlive = async (row: SessionRow) => {
    if (Date.now() - row.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return;
    await touch(row.id);
    row.lastSeenAt = new Date();
  };
  return {
    /**
     * After any deletion of sessions (committed): nothing read before it may be answered from memory, anywhere. A
     * sign-in or sign-out names the sessions it ended, and only they are forgotten: emptying every process's cache at
     * each sign-in sent every caller's next request to the database.
     */
    forget(tokenHashes?: readonly string[]): void {
      if (tokenHashes?.length === 0) return;
      forgetHere(tokenHashes);
      broadcast?.publish(tokenHashes);
    },
    /** Stops listening for other processes' notices (app close). */
    async close(): Promise<void> {
      await broadcast?.close();
    },
    async insert(values: { tokenHash: string; userAgent: string | null }): Promise<SessionRow> {
      const row = await insertOne(db, sessions, values);
      // A visitor's next call (the quote) is answered from memory: the row was read back by this very insert.
      if (cached && live) cached.set(row.tokenHash, row);
      return row;
    },
    /** The live session with this token hash: one idle past SESSION_IDLE_DAYS is no session at all. */
    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const hit = live ? cached?.get(tokenHash) : undefined;
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
      if (row && cached && live && seen === generation) cached.set(tokenHash, row);
      return row;
    },
    touch,
    /** Signs the user out everywhere but the session `keepId`; answers how many sessions ended. */
    async deleteOthersOf(userId: string, keepId: string): Promise<number> {
      const ended = (
        await db
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
          .returning({ id: sessions.id })
      ).length;
      this.forget();
      return ended;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
