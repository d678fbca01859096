// The embedded database in a thread of its own (issue 14): PGlite is PostgreSQL compiled to WebAssembly, and
// every query runs its interpreter to completion. In the server's own thread that work stopped HTTP parsing,
// validation and rating; here it runs beside them on the second core. Plain JavaScript, so the thread starts
// the same under `node`, `tsx` and the test runner. The protocol is pglite-proxy.ts's.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// Dates and intervals stay text, as drizzle's PGlite driver asks with parsers (functions cannot cross threads).
const RAW_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const rawParsers = Object.fromEntries(RAW_TEXT.map((oid) => [oid, (value) => value]));

// In memory, a template (the bytes of an already-migrated database's dump) is loaded instead of running initdb,
// which takes seconds: the test suite starts one database per file. Its WebAssembly comes compiled
// (pglite-compiled.ts).
const pg = workerData.dataDir
  ? await PGlite.create(workerData.dataDir)
  : await PGlite.create({
      ...(workerData.template ? { loadDataDir: new Blob([workerData.template]) } : {}),
      pgliteWasmModule: workerData.pgliteWasmModule,
      initdbWasmModule: workerData.initdbWasmModule,
      fsBundle: new Blob([workerData.fsBundle]),
    });
const ROLLBACK = Symbol('rollback');
/** Open transactions by id: each holds PGlite's connection until the main thread commits or rolls it back. */
const open = new Map();

const optionsOf = (o) =>
  o ? { ...(o.rowMode ? { rowMode: o.rowMode } : {}), ...(o.rawDates ? { parsers: rawParsers } : {}) } : undefined;
const plainError = (err) => ({
  message: err?.message ?? String(err),
  ...Object.fromEntries(Object.entries(err ?? {}).filter(([, v]) => typeof v !== 'function' && typeof v !== 'object')),
});

async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const client = msg.txId === undefined ? pg : open.get(msg.txId)?.tx;
      if (!client) throw new Error('transaction is not open');
      const { rows, fields, affectedRows } = await client.query(msg.sql, msg.params, optionsOf(msg.options));
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      // Several statements in one call, no parameters (pg-boss's schema and its BEGIN … COMMIT blocks): they run
      // together, so no other query lands between them.
      const results = await pg.exec(msg.sql);
      return results.map(({ rows }) => ({ rows }));
    }
    case 'begin': {
      let started;
      const ready = new Promise((resolve) => (started = resolve));
      const entry = {};
      entry.done = pg
        .transaction(async (tx) => {
          entry.tx = tx;
          started();
          return new Promise((resolve, reject) => Object.assign(entry, { commit: resolve, rollback: reject }));
        })
        .catch((err) => (err === ROLLBACK ? undefined : Promise.reject(err)));
      open.set(msg.txId, entry);
      // A transaction that cannot start (the connection is gone) must answer too.
      await Promise.race([ready, entry.done]);
      return null;
    }
    case 'commit':
    case 'rollback': {
      const entry = open.get(msg.txId);
      if (!entry) return null;
      open.delete(msg.txId);
      if (msg.op === 'commit') entry.commit();
      else entry.rollback(ROLLBACK);
      await entry.done;
      return null;
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }),
    (err) => parentPort.postMessage({ id: msg.id, error: plainError(err) }),
  );
});
parentPort.postMessage({ ready: true });
