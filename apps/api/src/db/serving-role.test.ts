import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccount, staffSignIn } from '../../test/ops-fixtures.ts';
import { onDatabaseOf, startTestApp } from '../../test/test-app.ts';

type Started = Awaited<ReturnType<typeof startTestApp>>;

// Issue 44: the application's database role could TRUNCATE the audit log, and as the table's owner drop its
// triggers. With MIGRATION_DATABASE_URL, an owner role migrates and the serving role (DATABASE_URL) is granted only
// what serving needs. Needs a second login role on the test server: TEST_SERVING_ROLE_URL (.ci/run makes one).
const servingRoleUrl = process.env.TEST_SERVING_ROLE_URL;
describe.runIf(process.env.TEST_DATABASE_URL && servingRoleUrl)('the serving role on PostgreSQL', () => {
  let app: Started;
  const clients: pg.Client[] = [];
  const connect = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  };
  /** The SQLSTATE a statement is refused with, or 'accepted'. */
  const outcome = (client: pg.Client, statement: string) =>
    client.query(statement).then(
      () => 'accepted',
      (err: { code?: string; message: string }) => `${err.code} ${err.message}`,
    );
  beforeAll(async () => {
    app = await startTestApp('postgres', {}, { servingRoleUrl: servingRoleUrl as string });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end()));
    await app?.stop();
  });

  it('serves as a role that may add to the audit log and read it, and never truncate, change or alter it', async () => {
    // The app, serving as that role, works: staff sign in and their actions are recorded, the chain intact.
    const admin = await staffSignIn(app.app, await staffAccount(app.app, 'admin'));
    const check = await app.app.inject({ method: 'GET', url: '/v1/ops/audit-log/check', headers: admin });
    expect(check.json()).toMatchObject({ intact: true, entries: 1 });

    const serving = await connect(onDatabaseOf(servingRoleUrl as string, app.databaseUrl as string));
    expect((await serving.query('select current_user as role')).rows[0].role).toBe(
      new URL(servingRoleUrl as string).username,
    );
    for (const statement of [
      'truncate audit_log',
      "update audit_log set staff_email = 'someone.else@broker.example.in'",
      'delete from audit_log',
      'alter table audit_log disable trigger audit_log_no_update_or_delete',
      'drop trigger audit_log_no_truncate on audit_log',
      'drop table audit_log',
    ])
      expect([statement, await outcome(serving, statement)]).toEqual([statement, expect.stringMatching(/^42501 /)]);
    expect(await outcome(serving, 'select count(*) from audit_log')).toBe('accepted');

    // The owner may alter the table, but the trigger refuses TRUNCATE to it too; what else it does, the chain shows.
    const owner = await connect(app.databaseUrl as string);
    expect(await outcome(owner, 'truncate audit_log')).toMatch(/^P0001 audit_log is append-only/);
  });
});
