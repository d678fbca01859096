import { rawQuery, type Database } from '../../db/client.ts';

export type Hit = { count: number; retryAfterMs: number };

/**
 * Fixed-window counters in the database (issue 13), shared by every API process on it. One statement counts
 * a hit: it starts a window for a new (or expired) key, else adds one, under the row lock of the upsert, so
 * concurrent hits from any number of processes each see a distinct count. The database's clock decides the
 * window, so processes with drifting clocks still agree.
 */
export function createCounterStore(db: Database) {
  return {
    async hit(key: string, windowMs: number): Promise<Hit> {
      const [row] = await rawQuery<{ count: number; retry_after_ms: number }>(
        db,
        `insert into rate_limits as r (key, count, resets_at)
         values ($1, 1, now() + $2::integer * interval '1 millisecond')
         on conflict (key) do update set
           count = case when r.resets_at <= now() then 1 else r.count + 1 end,
           resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
         returning count, ceil(extract(epoch from (resets_at - now())) * 1000)::integer as retry_after_ms`,
        [key, windowMs],
      );
      if (!row) throw new Error('rate limit upsert returned nothing');
      return { count: Number(row.count), retryAfterMs: Math.max(0, Number(row.retry_after_ms)) };
    },
    /** Drops windows that have ended; a new hit on their key starts afresh anyway. */
    async prune(): Promise<void> {
      await rawQuery(db, 'delete from rate_limits where resets_at <= now()', []);
    },
  };
}

export type CounterStore = ReturnType<typeof createCounterStore>;
