import { randomBytes } from 'node:crypto';

/**
 * A database of its own on the PostgreSQL server at `baseUrl` (empty, or a copy of `template`), and how to drop it.
 * No vitest imports: global-setup.ts makes the run's template with it too.
 */
export async function createDatabase(baseUrl: string, opts: { template?: string | undefined } = {}) {
  const { default: pg } = await import('pg');
  const name = `kavach_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${opts.template ? ` TEMPLATE ${opts.template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // FORCE ends the test's own connections; an autovacuum worker that has just started on the database belongs
        // to the server, not to us, and refuses (42501) until it has finished — a moment: ask again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== '42501' || attempt === 20) throw err;
            await new Promise((r) => setTimeout(r, 250));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
