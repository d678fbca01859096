import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedMember, staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { startTestApp } from '../../../test/test-app.ts';

type Started = Awaited<ReturnType<typeof startTestApp>>;

// Issue 44: a disabled member's sessions end at once on every process. Two API processes on one PostgreSQL database
// (as WORKERS=2, or two machines behind a load balancer): the member works on both; an admin disables them through
// one; the very next request on either is refused. Staff sessions are read from the database on every request, so
// no process holds one the others have ended.
describe.runIf(process.env.TEST_DATABASE_URL)('staff sessions across two processes on PostgreSQL', () => {
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
  const me = async (app: Started, headers: Record<string, string>) =>
    (await app.app.inject({ method: 'GET', url: '/v1/ops/me', headers })).statusCode;
  const act = async (app: Started, headers: Record<string, string>, staffId: string, what: string) =>
    (await app.app.inject({ method: 'POST', url: `/v1/ops/staff/${staffId}/${what}`, headers })).statusCode;

  it('ends a disabled member’s sessions on both processes at once, and every session of one whose sessions an admin ended', async () => {
    const admin = await staffSignIn(a.app, await staffAccount(a.app, 'admin'));
    const member = await invitedMember(a.app, admin);
    const onB = await staffSignIn(b.app, member.account);
    expect([await me(a, member.headers), await me(b, member.headers), await me(a, onB), await me(b, onB)]).toEqual([
      200, 200, 200, 200,
    ]);
    expect(await act(b, admin, member.staffId, 'disable')).toBe(200);
    expect([await me(a, member.headers), await me(b, member.headers), await me(a, onB), await me(b, onB)]).toEqual([
      401, 401, 401, 401,
    ]);

    expect(await act(a, admin, member.staffId, 'enable')).toBe(200);
    const again = await staffSignIn(b.app, member.account);
    expect(await me(a, again)).toBe(200);
    expect(await act(a, admin, member.staffId, 'end-sessions')).toBe(200);
    expect([await me(a, again), await me(b, again)]).toEqual([401, 401]);
  });
});
