import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { otpRequests, sessions } from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { describeWithApp, newSession, type TestContext } from '../../../test/test-app.ts';
import { hashSessionToken } from './session-token.ts';

type Headers = Record<string, string>;
const headersOf = (sessionId: string): Headers => ({ 'x-session-id': sessionId });
const dashboard = (ctx: () => TestContext, headers: Headers) =>
  ctx().app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers });
const lastSeen = async (ctx: () => TestContext, token: string) =>
  (
    await ctx()
      .handle.db.select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)))
  )[0]?.at;
/** The session was last used `days` ago. */
// Time passing is simulated in the database, behind the API's back: the server's session cache is told, as the
// server's own paths tell it when they change sessions.
const idleFor = async (ctx: () => TestContext, token: string, days: number) => {
  await ctx()
    .handle.db.update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  ctx().app.repos.sessions.forget();
};
/** A code may be re-sent to a mobile only after 60 s: move its earlier codes back, as if the buyer had waited. */
const aMinuteLater = (ctx: () => TestContext, mobile: string) =>
  ctx()
    .handle.db.update(otpRequests)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(otpRequests.mobile, mobile));

describeWithApp('session lifetime', (ctx) => {
  it('refuses a session idle for more than 30 days with 401 in the error shape, everywhere it is looked up', async () => {
    const { session_id: token } = await login(ctx().app, uniqueMobile());
    expect((await dashboard(ctx, headersOf(token))).statusCode).toBe(200);
    await idleFor(ctx, token, 31);
    for (const url of ['/v1/users/me/dashboard', '/v1/account/export']) {
      const res = await ctx().app.inject({ method: 'GET', url, headers: headersOf(token) });
      expect([url, res.statusCode]).toEqual([url, 401]);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    // track-session does not revive it either: the browser is given a new, anonymous session.
    const tracked = (
      await ctx().app.inject({ method: 'POST', url: '/v1/utility/track-session', payload: { session_id: token } })
    ).json();
    expect(tracked.session_id).not.toBe(token);
    expect(tracked.authentication_status).toBe('UNAUTHENTICATED');
  });

  it('keeps a session used within 30 days, and each use restarts its idle clock', async () => {
    const { session_id: token } = await login(ctx().app, uniqueMobile());
    await idleFor(ctx, token, 29);
    expect((await dashboard(ctx, headersOf(token))).statusCode).toBe(200);
    const seen = await lastSeen(ctx, token);
    expect(Date.now() - (seen?.getTime() ?? 0)).toBeLessThan(60_000);
    // Two more idle days would have passed the limit from the old last use; from this use they do not.
    await ctx()
      .handle.db.update(sessions)
      .set({ lastSeenAt: sql`${sessions.lastSeenAt} - interval '2 days'` })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    ctx().app.repos.sessions.forget();
    expect((await dashboard(ctx, headersOf(token))).statusCode).toBe(200);
  });

  it('an anonymous session idle for more than 30 days cannot start a journey: 401', async () => {
    const visitor = await newSession(ctx().app);
    await idleFor(ctx, visitor, 31);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/v1/health/journey/initiate-journey',
      headers: headersOf(visitor),
      payload: {
        quote_id: '00000000-0000-4000-8000-000000000000',
        plan_id: 'health-guard',
        insurer_id: 'bajaj-allianz',
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_REQUIRED');
  });

  it('signs out every other device of the user; this session keeps working, other users are untouched', async () => {
    const mobile = uniqueMobile();
    const phone = (await login(ctx().app, mobile)).session_id;
    await aMinuteLater(ctx, mobile);
    const laptop = (await login(ctx().app, mobile)).session_id;
    await aMinuteLater(ctx, mobile);
    const tablet = (await login(ctx().app, mobile)).session_id;
    const someoneElse = (await login(ctx().app, uniqueMobile())).session_id;
    for (const token of [phone, laptop, tablet, someoneElse])
      expect((await dashboard(ctx, headersOf(token))).statusCode).toBe(200);

    const res = await ctx().app.inject({
      method: 'POST',
      url: '/v1/account/sessions/sign-out-others',
      headers: headersOf(laptop),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signed_out: 2 });
    for (const token of [phone, tablet]) {
      const refused = await dashboard(ctx, headersOf(token));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('UNAUTHORIZED');
    }
    expect((await dashboard(ctx, headersOf(laptop))).statusCode).toBe(200);
    expect((await dashboard(ctx, headersOf(someoneElse))).statusCode).toBe(200);
    // Nothing left to sign out.
    expect(
      (
        await ctx().app.inject({
          method: 'POST',
          url: '/v1/account/sessions/sign-out-others',
          headers: headersOf(laptop),
        })
      ).json(),
    ).toEqual({ signed_out: 0 });
  });
});
