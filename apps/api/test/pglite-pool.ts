import { startPgliteWorker, type PgliteLikeClient } from '../src/db/pglite-proxy.ts';

/**
 * In-memory databases lent to test files and, when a file is done with one, emptied back to the template's state and
 * kept for the next file in the same test process: loading the template into a new PGlite cost about 0.9 s of CPU,
 * and a run opened some 150 (docs/operations.md#ci). A database comes back only when it is certainly as the template
 * left it: its schema unchanged (a test that alters a table or the job queue's functions gets it discarded), no
 * transaction left open, and every row gone but the template's own.
 */
const idle: PgliteLikeClient[] = [];
/** Files run one at a time in a test process, and a file holds a few databases at most at once. */
const MAX_IDLE = 3;
let templateState: Promise<TemplateState> | undefined;

/**
 * What a database as the template left it holds: its schema's fingerprint, its tables (a database with the same
 * fingerprint has the same ones) and the rows of those that are not empty.
 */
type TemplateState = { fingerprint: string; tables: string[]; rows: { table: string; json: string }[] };

// Kavach's tables and the job queue's; drizzle's record of migrations is the template's and stays.
const OWN_TABLES = `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
  where schemaname in ('public', 'pgboss') order by 1`;
// Everything a test could change in the schema: relations, columns, constraints, triggers (and whether they are
// on), functions, indexes. A pg-boss partition made for a new day changes it too, and that database is discarded.
const FINGERPRINT = `select md5(string_agg(x, '|' order by x)) as fingerprint from (
  select n.nspname || '.' || c.relname || ':' || c.relkind::text as x from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'pgboss', 'drizzle')
  union all select a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
    || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname in ('public', 'pgboss', 'drizzle') and a.attnum > 0 and not a.attisdropped
  union all select conrelid::regclass::text || ':' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace in (select oid from pg_namespace where nspname in ('public', 'pgboss', 'drizzle'))
  union all select tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
  union all select p.oid::regprocedure::text || ':' || md5(p.prosrc) from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'pgboss')
  union all select indexrelid::regclass::text || ':' || pg_get_indexdef(indexrelid) from pg_index i
    join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'pgboss', 'drizzle')
) parts`;

async function readTemplateState(client: PgliteLikeClient): Promise<TemplateState> {
  const [{ fingerprint }] = (await client.query(FINGERPRINT)).rows as [{ fingerprint: string }];
  const tables = ((await client.query(OWN_TABLES)).rows as { name: string }[]).map((r) => r.name);
  const rows: TemplateState['rows'] = [];
  for (const name of tables) {
    const [{ json }] = (await client.query(`select coalesce(json_agg(t), '[]')::text as json from ${name} t`)).rows as [
      { json: string },
    ];
    if (json !== '[]') rows.push({ table: name, json });
  }
  return { fingerprint, tables, rows };
}

/** An in-memory database as the template left it, lent until the returned client is closed. */
export async function borrowDatabase(template: Uint8Array): Promise<PgliteLikeClient> {
  const client = idle.pop() ?? (await startPgliteWorker(undefined, template));
  // Read from the first database, while it is still exactly the template.
  templateState ??= readTemplateState(client);
  await templateState;
  return lend(client);
}

/**
 * The borrower's view of `client`: every call passes through while the loan lasts, and none after it (a late write from
 * a closed app never lands in the next file's rows; it waits forever, as it did on a database that was closed).
 */
function lend(client: PgliteLikeClient): PgliteLikeClient {
  let returned = false;
  let openTransactions = 0;
  const never = new Promise<never>(() => {});
  return {
    query: (sql, params, options) => (returned ? never : client.query(sql, params, options)),
    exec: (sql) => (returned ? never : client.exec(sql)),
    async transaction(fn) {
      if (returned) return never;
      openTransactions += 1;
      try {
        return await client.transaction(fn);
      } finally {
        openTransactions -= 1;
      }
    },
    async close() {
      if (returned) return;
      returned = true;
      if (openTransactions > 0 || !(await emptied(client))) return client.close();
      // The one returned last is lent first; beyond a few, the longest idle goes.
      idle.push(client);
      if (idle.length > MAX_IDLE) await idle.shift()?.close();
    },
  };
}

/** Empties `client` back to the template's rows and session state; false when its schema is no longer the template's. */
async function emptied(client: PgliteLikeClient): Promise<boolean> {
  try {
    const template = await (templateState as Promise<TemplateState>);
    // Settings, prepared statements, advisory locks and temporary tables a test left in PGlite's one session.
    await client.query('discard all');
    const [{ fingerprint }] = (await client.query(FINGERPRINT)).rows as [{ fingerprint: string }];
    if (fingerprint !== template.fingerprint) return false;
    const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
    // As a replica: the audit log's triggers refuse TRUNCATE, rightly, to the app; here the whole database goes.
    await client.exec(
      [
        'set session_replication_role = replica',
        `truncate ${template.tables.join(', ')}`,
        ...template.rows.map(
          ({ table, json }) =>
            `insert into ${table} select * from json_populate_recordset(null::${table}, ${literal(json)})`,
        ),
        'set session_replication_role = default',
      ].join(';\n'),
    );
    return true;
  } catch {
    return false;
  }
}
