import { describe, expect, it } from 'vitest';
import type { PgliteLikeClient } from '../src/db/pglite-proxy.ts';
import { borrowDatabase } from './pglite-pool.ts';
import { pgliteTemplate } from './test-app.ts';

// The pool that lends one file's in-memory database, emptied, to the next (pglite-pool.ts): what a file sees must be
// the template's state whichever file had the database before.
const rows = async (client: PgliteLikeClient, sql: string) => (await client.query(sql)).rows;
/** PostgreSQL's transaction counter only grows: a database lent again carries on from where the last file left it. */
const txid = async (client: PgliteLikeClient) =>
  Number(((await rows(client, 'select txid_current()::text as id')) as [{ id: string }])[0].id);
const audit = "insert into audit_log (seq, staff_email, action) values (1, 'staff@broker.example.in', 'TEST')";
const bounce = (address: string) =>
  `insert into bounced_addresses (address, reason) values ('${address}', 'mailbox full')`;

describe('in-memory databases lent from one test file to the next', () => {
  it('comes back without the last borrower’s rows, its append-only audit log included, and with the job queue’s', async () => {
    const first = await borrowDatabase(pgliteTemplate());
    const queues = await rows(first, 'select name from pgboss.queue order by name');
    expect(queues.length).toBeGreaterThan(0);
    await first.query(bounce('a@example.in'));
    await first.query(audit);
    await first.query("set timezone = 'America/New_York'");
    const lastTransaction = await txid(first);
    await first.close();

    const second = await borrowDatabase(pgliteTemplate());
    expect(await txid(second)).toBeGreaterThan(lastTransaction);
    expect(await rows(second, 'select address from bounced_addresses')).toEqual([]);
    expect(await rows(second, 'select action from audit_log')).toEqual([]);
    expect(await rows(second, 'select name from pgboss.queue order by name')).toEqual(queues);
    expect(await rows(second, 'show timezone')).not.toEqual([{ TimeZone: 'America/New_York' }]);
    // Emptied as a replica, it is handed back as the origin: the audit log's triggers refuse a delete again.
    await second.query(audit);
    await expect(second.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await second.close();
  });

  it('never lends again a database whose schema a test changed', async () => {
    const changed = await borrowDatabase(pgliteTemplate());
    await changed.query('alter table bounced_addresses add column note text');
    await changed.close();

    const next = await borrowDatabase(pgliteTemplate());
    const columns = await rows(
      next,
      "select column_name from information_schema.columns where table_name = 'bounced_addresses' order by 1",
    );
    expect(columns).toEqual([{ column_name: 'address' }, { column_name: 'bounced_at' }, { column_name: 'reason' }]);
    await next.close();
  });

  it('drops a write that comes after the borrower closed it, rather than letting it land in the next file’s rows', async () => {
    const first = await borrowDatabase(pgliteTemplate());
    await first.close();
    void first.query(bounce('late@example.in'));

    const second = await borrowDatabase(pgliteTemplate());
    await second.query(bounce('own@example.in'));
    expect(await rows(second, 'select address from bounced_addresses')).toEqual([{ address: 'own@example.in' }]);
    await second.close();
  });
});
