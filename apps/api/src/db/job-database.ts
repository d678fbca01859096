import { PgBoss, type Db } from 'pg-boss';
import type { PgliteLikeClient } from './pglite-proxy.ts';

/** Where pg-boss keeps its tables, beside Kavach's own. */
export const JOB_SCHEMA = 'pgboss';

/** The work Kavach hands to the queue, each with its retries (docs/operations.md#background-jobs). */
export const JOB_QUEUES = {
  /** Send a paid case's proposal to its insurer; an insurer that does not answer is tried again, later each time. */
  'insurer-submit': { policy: 'exclusive', retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 900 },
  /** Ask the insurer where a case stands, when no callback has told us (the fallback to signed callbacks). */
  'insurer-poll': { policy: 'exclusive', retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
  /** Tell the insurer the buyer accepted its counter-offer (the difference is paid), until it has heard. */
  'insurer-accept': { policy: 'exclusive', retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 900 },
  /** Tell the insurer an issued policy is cancelled (its premium refunded by Kavach), until it has heard. */
  'insurer-cancel': { policy: 'exclusive', retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
  /** Send one notice to a buyer (modules/notices): a mail server or SMS gateway that is down is tried again later. */
  'notice-send': { policy: 'exclusive', retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
  /** Tell the insurer of a buyer's claim (modules/claims), until it has taken it. */
  'claim-submit': { policy: 'exclusive', retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 900 },
  /** Send a change to an issued policy to its insurer (modules/endorsements), until it has answered. */
  'endorsement-send': { policy: 'exclusive', retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
} as const;
export type JobQueueName = keyof typeof JOB_QUEUES;

type Queryable = { query(text: string, values?: unknown[]): Promise<unknown> };
type Execable = Queryable & { exec(text: string): Promise<{ rows: unknown[] }[]> };

/**
 * pg-boss's view of Kavach's database. On PGlite (one connection) a statement with parameters is a query and several
 * without are run together with `exec`, as pg-boss's own PGlite adapter does; a failure inside a BEGIN … COMMIT block
 * is rolled back at once, or it would poison every later query on the one connection. On PostgreSQL a pool's or a
 * client's `query`, whose answer to several statements at once is one result each (their rows flattened).
 */
export function jobDatabaseOf(client: PgliteLikeClient | Execable | Queryable): Db {
  if ('exec' in client)
    return {
      async executeSql(text, values) {
        try {
          if (values?.length) return rowsOf(await client.query(text, values));
          return { rows: (await client.exec(text)).flatMap((r) => r.rows) };
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw err;
        }
      },
    };
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values);
      return { rows: Array.isArray(result) ? result.flatMap((r) => rowsOf(r).rows) : rowsOf(result).rows };
    },
  };
}

const rowsOf = (r: unknown): { rows: unknown[] } => ({
  rows: r && typeof r === 'object' && 'rows' in r && Array.isArray(r.rows) ? r.rows : [],
});

/**
 * Creates or upgrades pg-boss's tables and Kavach's queues, as the migrations' owner and under their lock: the
 * serving processes then only use them (they start pg-boss with `migrate: false`).
 */
export async function installJobQueue(db: Db): Promise<void> {
  const boss = new PgBoss({ db, schema: JOB_SCHEMA, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    const existing = new Map((await boss.getQueues()).map((q) => [q.name, q.policy]));
    for (const [name, options] of Object.entries(JOB_QUEUES)) {
      if (!existing.has(name)) await boss.createQueue(name, { ...options });
      // Queues made before 30 November were 'stately'; pg-boss will not change a policy, and each insert reads it
      // from the queue's row, so new jobs follow the row while jobs already queued finish under the old one.
      else if (existing.get(name) !== options.policy)
        await db.executeSql(`update ${JOB_SCHEMA}.queue set policy = $2 where name = $1`, [name, options.policy]);
    }
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}
