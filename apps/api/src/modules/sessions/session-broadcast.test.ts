import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { startTestApp } from '../../../test/test-app.ts';
import { hashSessionToken } from './session-token.ts';

type Started = Awaited<ReturnType<typeof startTestApp>>;

// Two API processes on one PostgreSQL database, each caching live sessions (issue 14): a session ended through one
// must stop working on the other at once, and a process that cannot hear the other's notices must not use its cache.
describe.runIf(process.env.TEST_DATABASE_URL)('sessions across two processes on PostgreSQL', () => {
  let a: Started;
  let b: Started;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await startTestApp('postgres', {}, { databaseUrl: a.databaseUrl as string });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });
  const dashboard = async (app: Started, sessionId: string) =>
    (await app.app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: { 'x-session-id': sessionId } }))
      .statusCode;
  const listening = () =>
    a.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where query = 'LISTEN kavach_sessions_ended' and datname = current_database()`,
    );
  const rows = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? (result as T[]);

  it('a sign-out on one process ends the session on the other within moments, though the other had it cached', async () => {
    await expect.poll(async () => rows<{ n: number }>(await listening())[0]?.n, { timeout: 10_000 }).toBe(2);
    const { session_id } = await login(a.app, uniqueMobile());
    expect([await dashboard(b, session_id), await dashboard(b, session_id)]).toEqual([200, 200]);

    expect(
      (await a.app.inject({ method: 'POST', url: '/v1/utility/auth/logout', headers: { 'x-session-id': session_id } }))
        .statusCode,
    ).toBe(204);
    await expect.poll(() => dashboard(b, session_id), { timeout: 2000, interval: 20 }).toBe(401);
  });

  it('a sign-in ends on the other process only the session it replaced: the rest stay answered from memory', async () => {
    await expect.poll(async () => rows<{ n: number }>(await listening())[0]?.n, { timeout: 10_000 }).toBe(2);
    const kept = await login(a.app, uniqueMobile());
    expect(await dashboard(b, kept.session_id)).toBe(200);
    // Its row deleted with no notice (as the retention job's purge of an idle one could be): only a cache still
    // answers for it, for the cache's minute (repository.ts), and that is what tells an emptied cache from a kept one.
    await a.handle.db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(kept.session_id)));
    expect(await dashboard(b, kept.session_id)).toBe(200);

    // Someone else signs in on the first process, from a visitor's session the second one has cached.
    const visitor = (await a.app.inject({ method: 'POST', url: '/v1/utility/track-session', payload: {} })).json<{
      session_id: string;
    }>().session_id;
    const tracked = async (app: Started) =>
      (
        await app.app.inject({ method: 'POST', url: '/v1/utility/track-session', payload: { session_id: visitor } })
      ).json<{ session_id: string }>().session_id;
    expect(await tracked(b)).toBe(visitor);
    await login(a.app, uniqueMobile(), visitor);

    // The visitor's session is gone everywhere at once; the other cached session was not thrown out with it.
    await expect.poll(() => tracked(b), { timeout: 2000, interval: 20 }).not.toBe(visitor);
    expect(await dashboard(b, kept.session_id)).toBe(200);
  });

  it('a process whose notice connection drops stops answering from memory: a session deleted meanwhile is refused', async () => {
    const { session_id } = await login(a.app, uniqueMobile());
    expect([await dashboard(b, session_id), await dashboard(b, session_id)]).toEqual([200, 200]);

    // The listening connections are cut, and the session deleted with no notice at all (as if it were lost).
    await a.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN kavach_sessions_ended' and datname = current_database()`,
    );
    await a.handle.db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(session_id)));
    // Without the drop handling the cached session would answer until the reconnection (5 s) emptied the cache.
    await expect.poll(() => dashboard(b, session_id), { timeout: 2000, interval: 20 }).toBe(401);

    // Both processes listen again, and a later sign-out reaches the other process as before.
    await expect.poll(async () => rows<{ n: number }>(await listening())[0]?.n, { timeout: 10_000 }).toBe(2);
    const again = await login(a.app, uniqueMobile());
    expect(await dashboard(b, again.session_id)).toBe(200);
    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: '/v1/utility/auth/logout',
          headers: { 'x-session-id': again.session_id },
        })
      ).statusCode,
    ).toBe(204);
    await expect.poll(() => dashboard(b, again.session_id), { timeout: 2000, interval: 20 }).toBe(401);
  });
});
