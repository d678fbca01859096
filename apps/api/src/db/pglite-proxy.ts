import { Worker } from 'node:worker_threads';
import { compiledPglite } from './pglite-compiled.ts';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Result = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

/** The part of PGlite's client that drizzle's PGlite driver and `rawQuery` use. */
export type PgliteLikeClient = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Result>;
  /** Several statements without parameters, run together (pg-boss's schema and its locked blocks). */
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
  transaction<T>(fn: (tx: Pick<PgliteLikeClient, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * PGlite, run in pglite-worker.mjs, behind the client interface drizzle expects (issue 14). Each query is one
 * message; a transaction is opened in the worker, its queries are tagged with its id, and it ends when the
 * callback here settles — so it holds the connection exactly as an in-thread PGlite transaction would. Errors
 * come back with their PostgreSQL fields (`code`, `detail`, …) so unique-violation checks work unchanged.
 */
export async function startPgliteWorker(dataDir: string | undefined, template?: Uint8Array): Promise<PgliteLikeClient> {
  // An in-memory database (tests, many per process) starts from modules compiled once; one on disk is the server's.
  const compiled = dataDir ? {} : await compiledPglite();
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, template, ...compiled },
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  let failed: Error | undefined;
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.error) waiter.reject(Object.assign(new Error(reply.error.message), reply.error));
    else waiter.resolve(reply.result);
  });
  worker.on('error', (err) => {
    failed = err;
    for (const waiter of pending.values()) waiter.reject(err);
    pending.clear();
  });
  const send = <T>(msg: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      if (failed) return reject(failed);
      const id = (next += 1);
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  // drizzle's parsers only keep dates and intervals as text; the worker applies the same rule itself.
  const options = (o?: QueryOptions) => (o ? { rowMode: o.rowMode, rawDates: o.parsers !== undefined } : undefined);
  const query =
    (txId: number | undefined) =>
    (sql: string, params: unknown[] = [], o?: QueryOptions) =>
      send<Result>({ op: 'query', txId, sql, params, options: options(o) });

  let transactions = 0;
  return {
    query: query(undefined),
    exec: (sql) => send<{ rows: unknown[] }[]>({ op: 'exec', sql }),
    async transaction(fn) {
      const txId = (transactions += 1);
      await send({ op: 'begin', txId });
      try {
        const result = await fn({ query: query(txId) });
        await send({ op: 'commit', txId });
        return result;
      } catch (err) {
        await send({ op: 'rollback', txId }).catch(() => undefined);
        throw err;
      }
    },
    async close() {
      await send({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
