import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/test-app.ts';
import { expectFieldRefused } from '../../../test/refusals.ts';

const post = (ctx: () => TestContext, payload: unknown, headers: Record<string, string> = {}) =>
  ctx().app.inject({ method: 'POST', url: '/v1/utility/track-session', payload: payload as object, headers });

describeWithApp('POST /v1/utility/track-session', (ctx) => {
  it('creates an anonymous session with an unguessable id', async () => {
    const res = await post(ctx, { user_agent: 'Mozilla/5.0', mobile_no: null, session_id: null });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user_id).toBeNull();
    expect(body.authentication_status).toBe('UNAUTHENTICATED');
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);
  });

  it('keeps a session the server issued, whether sent in the body or a header', async () => {
    const first = (await post(ctx, {})).json();
    const again = await post(ctx, { session_id: first.session_id });
    expect(again.json().session_id).toBe(first.session_id);
    expect(again.json().created_at).toBe(first.created_at);
    const viaHeader = await post(ctx, {}, { 'x-session-id': first.session_id });
    expect(viaHeader.json().session_id).toBe(first.session_id);
    const viaAuthToken = await post(ctx, {}, { 'x-auth-token': first.session_id });
    expect(viaAuthToken.json().session_id).toBe(first.session_id);
  });

  it('never adopts an id the client made up', async () => {
    const res = await post(ctx, { session_id: 'my-own-choice' });
    expect(res.statusCode).toBe(200);
    expect(res.json().session_id).not.toBe('my-own-choice');
  });

  it('stores only a hash of the session id', async () => {
    const { session_id } = (await post(ctx, {})).json();
    const rows = await ctx().handle.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === session_id)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it.each([
    [{ mobile_no: '12345' }, 'mobile_no'],
    [{ user_agent: 42 }, 'user_agent'],
    [{ session_id: 'x'.repeat(500) }, 'session_id'],
    [{ unexpected: true }, 'unexpected'],
  ])('refuses %j with 400 and the field named', async (payload, field) => {
    expectFieldRefused(await post(ctx, payload), field);
  });

  it('refuses a JSON array body with 400', async () => {
    const res = await post(ctx, [1, 2]);
    expect(res.statusCode).toBe(400);
  });
});
