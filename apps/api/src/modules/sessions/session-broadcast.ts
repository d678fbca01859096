import type { Pool, PoolClient } from 'pg';

const CHANNEL = 'kavach_sessions_ended';
// Long enough that a test can tell the drop handling from a reconnection; short beside the one-minute cache limit.
const RECONNECT_MS = 5000;

/** A notice names at most this many sessions (64 hex characters each, within PostgreSQL's 8,000-byte payload). */
const MAX_NAMED = 100;

export type SessionBroadcast = {
  /**
   * Tells every process (this one too) that the sessions with these token hashes, or (none given) any sessions, were
   * deleted. Call after the deletion has committed.
   */
  publish(tokenHashes?: readonly string[]): void;
  close(): Promise<void>;
};

type Listener = {
  /** Drops the named sessions (every session, when none are named) from this process's cache. */
  forget: (tokenHashes?: readonly string[]) => void;
  /**
   * The cache may be used only while notices can arrive: false while the listening connection is down. Each change
   * empties it.
   */
  setLive: (live: boolean) => void;
  log: { warn: (obj: object, msg: string) => void };
};

/**
 * A session ended in one process must end in all of them (sign-out, account deletion, "sign out other devices").
 * On PostgreSQL every process listens on one channel and every deletion of sessions notifies it; each listener
 * then empties its session cache. While the listening connection is down the cache is off (and emptied when it
 * drops, by setLive), so a missed notice can never keep an ended session alive; a notice in flight takes milliseconds.
 */
export function broadcastSessionEnds(pool: Pool, listener: Listener): SessionBroadcast {
  let client: PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const drop = (c: PoolClient, err?: Error) => {
    if (client !== c) return;
    client = undefined;
    listener.setLive(false);
    c.release(err ?? true);
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    let c: PoolClient | undefined;
    try {
      c = await pool.connect();
      const listening = c;
      // An empty payload (or an older process's notice) names no session: every cached one is dropped.
      listening.on('notification', (n) => listener.forget(n.payload ? n.payload.split(',') : undefined));
      listening.on('error', (err) => drop(listening, err));
      listening.on('end', () => drop(listening));
      await listening.query(`LISTEN ${CHANNEL}`);
      if (closed) return void listening.release();
      client = listening;
      listener.setLive(true);
    } catch (err) {
      c?.release(true);
      listener.log.warn(
        { err: { message: (err as Error).message } },
        'session notices unavailable; sessions are read from the database until they return',
      );
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  void connect();

  return {
    publish(tokenHashes) {
      const named = tokenHashes && tokenHashes.length <= MAX_NAMED ? tokenHashes.join(',') : '';
      // Even if the notice is lost (the database away), the cache of every process is off until it is back.
      pool
        .query('select pg_notify($1, $2)', [CHANNEL, named])
        .catch((err: Error) =>
          listener.log.warn({ err: { message: err.message } }, 'could not announce ended sessions'),
        );
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      listener.setLive(false);
      c?.release(true);
    },
  };
}
