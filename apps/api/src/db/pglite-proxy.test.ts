import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPgliteWorker, type PgliteLikeClient } from './pglite-proxy.ts';

// The embedded database in its own thread must behave as PGlite in the server's thread did: transactions
// commit or roll back whole, PostgreSQL's error fields arrive intact, and dates stay text when asked.
let pg: PgliteLikeClient;
beforeAll(async () => {
  pg = await startPgliteWorker(undefined);
  await pg.query('create table t (id int primary key, at timestamptz default now())');
});
afterAll(() => pg.close());

it('rolls a failed transaction back whole and commits a good one', async () => {
  await expect(
    pg.transaction(async (tx) => {
      await tx.query('insert into t (id) values (1)');
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect((await pg.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
  await pg.transaction(async (tx) => tx.query('insert into t (id) values (1)'));
  expect((await pg.query('select id from t')).rows).toEqual([{ id: 1 }]);
});

it('makes a query from outside wait for an open transaction, then see what it committed', async () => {
  let outside: Promise<{ rows: unknown[] }> | undefined;
  await pg.transaction(async (tx) => {
    await tx.query('insert into t (id) values (2)');
    outside = pg.query('select id from t where id = 2');
    await new Promise((r) => setImmediate(r));
    await tx.query('update t set id = 3 where id = 2');
  });
  expect((await outside)?.rows).toEqual([]);
  expect((await pg.query('select id from t where id = 3')).rows).toEqual([{ id: 3 }]);
});

it('passes PostgreSQL’s error fields through (a unique violation is 23505) and keeps dates as text for drizzle', async () => {
  const err = await pg
    .query('insert into t (id) values (1)')
    .catch((e: unknown) => e as { code?: string; message: string });
  expect(err).toMatchObject({ code: '23505' });
  const { rows } = await pg.query('select at from t where id = 1', [], { rowMode: 'array', parsers: {} });
  expect(typeof (rows[0] as unknown[])[0]).toBe('string');
});
