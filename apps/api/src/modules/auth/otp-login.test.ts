import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { otpRequests } from '../../db/schema.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { expectFieldRefused } from '../../../test/refusals.ts';
import { latestCode, login, sendOtp, uniqueMobile } from '../../../test/auth-helpers.ts';

const verify = (
  ctx: () => { app: any },
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  ctx().app.inject({ method: 'POST', url: '/v1/utility/auth/verify-login-otp', payload: body, headers, remoteAddress });
const texts = async (ctx: () => { app: any }, mobile: string) =>
  (await ctx().app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${mobile}` })).json().messages.length as number;

describeWithApp('OTP login', (ctx) => {
  it('sends a 6-digit code by the sandbox SMS and signs in with a new session id', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const anonymous = await newSession(app);
    const sent = await sendOtp(app, mobile, { 'x-session-id': anonymous });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ resend_after_seconds: 60, expires_in_seconds: 300 });
    const code = await latestCode(app, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const res = await verify(
      ctx,
      { otp_request_id: sent.json().otp_request_id, otp: code, mobile_number: mobile, full_name: 'Asha Rao' },
      { 'x-session-id': anonymous },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      authentication_status: 'AUTHENTICATED',
      full_name: 'Asha Rao',
      mobile_number: mobile,
    });
    expect(body.session_id).not.toBe(anonymous);
    // Rotation: the anonymous id no longer works; the new one does, as the same signed-in user.
    const old = await app.inject({
      method: 'POST',
      url: '/v1/utility/track-session',
      payload: { session_id: anonymous },
    });
    expect(old.json().session_id).not.toBe(anonymous);
    const fresh = await app.inject({
      method: 'POST',
      url: '/v1/utility/track-session',
      headers: { 'x-session-id': body.session_id },
      payload: {},
    });
    expect(fresh.json()).toMatchObject({
      session_id: body.session_id,
      user_id: body.user_id,
      authentication_status: 'AUTHENTICATED',
    });
  });

  it('texts the code in the page’s language: Hindi for a Hindi page, English otherwise', async () => {
    const { app } = ctx();
    const outbox = async (mobile: string) =>
      (await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${mobile}` })).json().messages[0].text as string;
    const [hindi, english] = [uniqueMobile(), uniqueMobile()];
    expect((await sendOtp(app, hindi, { 'accept-language': 'hi' }, '10.9.9.1')).statusCode).toBe(200);
    expect((await sendOtp(app, english, {}, '10.9.9.2')).statusCode).toBe(200);
    const code = await latestCode(app, hindi);
    expect(await outbox(hindi)).toBe(
      `आपका Kavach लॉगिन कोड ${code} है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`,
    );
    expect(await outbox(english)).toBe(
      `Your Kavach login code is ${await latestCode(app, english)}. It expires in 5 minutes. Do not share it with anyone.`,
    );
  });

  it('signs out: the session id stops working at once', async () => {
    const session = await login(ctx().app, uniqueMobile());
    const out = await ctx().app.inject({
      method: 'POST',
      url: '/v1/utility/auth/logout',
      headers: { 'x-session-id': session.session_id },
    });
    expect(out.statusCode).toBe(204);
    const after = await ctx().app.inject({
      method: 'POST',
      url: '/v1/utility/track-session',
      headers: { 'x-session-id': session.session_id },
      payload: {},
    });
    expect(after.json().session_id).not.toBe(session.session_id);
    expect(after.json().authentication_status).toBe('UNAUTHENTICATED');
  });

  it('stores only a keyed hash of the code', async () => {
    const mobile = uniqueMobile();
    await sendOtp(ctx().app, mobile);
    const code = await latestCode(ctx().app, mobile);
    const rows = await ctx().handle.db.select().from(otpRequests);
    const row = rows.find((r) => r.mobile === mobile);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('accepts a code once only', async () => {
    const mobile = uniqueMobile();
    const sent = await sendOtp(ctx().app, mobile);
    const body = {
      otp_request_id: sent.json().otp_request_id,
      otp: await latestCode(ctx().app, mobile),
      mobile_number: mobile,
    };
    expect((await verify(ctx, body)).statusCode).toBe(200);
    const again = await verify(ctx, body);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe('The code is incorrect or has expired');
  });

  it('binds a code to its own request and mobile', async () => {
    const a = uniqueMobile();
    const b = uniqueMobile();
    const sentA = await sendOtp(ctx().app, a);
    await sendOtp(ctx().app, b);
    const codeB = await latestCode(ctx().app, b);
    expect(
      (await verify(ctx, { otp_request_id: sentA.json().otp_request_id, otp: codeB, mobile_number: a })).statusCode,
    ).toBe(401);
    expect(
      (
        await verify(ctx, {
          otp_request_id: sentA.json().otp_request_id,
          otp: await latestCode(ctx().app, a),
          mobile_number: b,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses an expired code', async () => {
    const mobile = uniqueMobile();
    const sent = await sendOtp(ctx().app, mobile);
    const code = await latestCode(ctx().app, mobile);
    await ctx()
      .handle.db.update(otpRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await verify(ctx, { otp_request_id: sent.json().otp_request_id, otp: code, mobile_number: mobile });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('This code has expired. Please request a new one.');
  });

  it('locks a request after 5 wrong codes, saying so on the fifth, even for the right one', async () => {
    const mobile = uniqueMobile();
    const sent = await sendOtp(ctx().app, mobile);
    const code = await latestCode(ctx().app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect(
        (await verify(ctx, { otp_request_id: sent.json().otp_request_id, otp: wrong, mobile_number: mobile }))
          .statusCode,
      ).toBe(401);
    const fifth = await verify(ctx, { otp_request_id: sent.json().otp_request_id, otp: wrong, mobile_number: mobile });
    expect([fifth.statusCode, fifth.json().error.message]).toEqual([429, 'Too many wrong codes. Request a new code.']);
    const locked = await verify(ctx, { otp_request_id: sent.json().otp_request_id, otp: code, mobile_number: mobile });
    expect([locked.statusCode, locked.json().error.message]).toEqual([
      429,
      'Too many wrong codes. Request a new code.',
    ]);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  // Codes for one mobile are sent 60 s apart: move its requests back in time instead of waiting.
  const age = (mobile: string, ms: number) =>
    ctx()
      .handle.db.update(otpRequests)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(otpRequests.mobile, mobile));

  it('locks a mobile after 10 wrong codes in an hour from one address (a resend does not reset the count), and texts that address no new code', async () => {
    const mobile = uniqueMobile();
    // Each request's fifth wrong code is told that it locked the request (429); the ones before are 401.
    const tries = new Map<string, number>();
    const wrong = async (id: string, times: number) => {
      for (let i = 0; i < times; i += 1) {
        const nth = (tries.get(id) ?? 0) + 1;
        tries.set(id, nth);
        expect(
          (await verify(ctx, { otp_request_id: id, otp: '999999', mobile_number: mobile }, {}, '10.55.0.1')).statusCode,
        ).toBe(nth === 5 ? 429 : 401);
      }
    };
    const first = await sendOtp(ctx().app, mobile);
    await wrong(first.json().otp_request_id, 5);
    await age(mobile, 61_000);
    const second = await sendOtp(ctx().app, mobile);
    await wrong(second.json().otp_request_id, 4);
    await age(mobile, 61_000);
    const third = await sendOtp(ctx().app, mobile);
    expect(third.statusCode).toBe(200);
    await wrong(second.json().otp_request_id, 1);
    // Ten wrong codes: even the right code of the newest request is refused.
    const res = await verify(
      ctx,
      { otp_request_id: third.json().otp_request_id, otp: await latestCode(ctx().app, mobile), mobile_number: mobile },
      {},
      '10.55.0.1',
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Too many wrong codes for this number. Please try again later.');
    // And a fourth code is not texted at all: it could not be used.
    const sentBefore = await texts(ctx, mobile);
    await age(mobile, 61_000);
    const fourth = await sendOtp(ctx().app, mobile);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe('Too many wrong codes for this number. Please try again later.');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await texts(ctx, mobile)).toBe(sentBefore);
  });

  it('does not let wrong codes asked for from another address lock the owner out of signing in', async () => {
    const mobile = uniqueMobile();
    for (let round = 0; round < 2; round += 1) {
      await age(mobile, 61_000);
      const attack = await sendOtp(ctx().app, mobile, {}, '10.66.0.1');
      for (let i = 0; i < 5; i += 1)
        await verify(
          ctx,
          { otp_request_id: attack.json().otp_request_id, otp: '999999', mobile_number: mobile },
          {},
          '10.66.0.1',
        );
    }
    await age(mobile, 61_000);
    const own = await sendOtp(ctx().app, mobile, {}, '10.77.0.1');
    expect(own.statusCode).toBe(200);
    const res = await verify(
      ctx,
      { otp_request_id: own.json().otp_request_id, otp: await latestCode(ctx().app, mobile), mobile_number: mobile },
      {},
      '10.77.0.1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().authentication_status).toBe('AUTHENTICATED');
  });

  it('after 5 codes to a mobile in an hour refuses a sixth without texting it, says when the lock ends, and ends it on its own', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 5; i += 1) {
      await age(mobile, 61_000);
      expect((await sendOtp(ctx().app, mobile, {}, `10.88.0.${i}`)).statusCode).toBe(200);
    }
    // The five codes were sent 50 minutes ago: the lock has 10 minutes to run.
    await age(mobile, 50 * 60_000);
    const sixth = await sendOtp(ctx().app, mobile, {}, '10.88.1.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe('Too many codes sent to this number. Please try again later.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await texts(ctx, mobile)).toBe(5);
    // An hour after they were sent, the number gets a code again, with no one having to lift the lock.
    await age(mobile, 60 * 60_000 + 1000);
    const later = await sendOtp(ctx().app, mobile, {}, '10.88.1.1');
    expect(later.statusCode).toBe(200);
    expect(await texts(ctx, mobile)).toBe(6);
  });

  it('refuses a resend within 60 s with 429 and Retry-After, and more than 5 sends an hour', async () => {
    const mobile = uniqueMobile();
    expect((await sendOtp(ctx().app, mobile)).statusCode).toBe(200);
    const early = await sendOtp(ctx().app, mobile);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let i = 0; i < 4; i += 1) {
      await age(mobile, 61_000);
      expect((await sendOtp(ctx().app, mobile)).statusCode).toBe(200);
    }
    await age(mobile, 61_000);
    const sixth = await sendOtp(ctx().app, mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe('Too many codes sent to this number. Please try again later.');
  });

  it('limits sends per IP address', async () => {
    let status = 200;
    let sends = 0;
    while (status === 200 && sends < 30) {
      status = (await sendOtp(ctx().app, uniqueMobile(), {}, '10.9.9.9')).statusCode;
      sends += 1;
    }
    expect(status).toBe(429);
    expect(sends).toBe(21);
    expect((await sendOtp(ctx().app, uniqueMobile(), {}, '10.9.9.10')).statusCode).toBe(200);
  });

  it('limits code guesses per address across mobiles, with 429 and Retry-After', async () => {
    const guess = (i: number) =>
      ctx().app.inject({
        method: 'POST',
        url: '/v1/utility/auth/verify-login-otp',
        remoteAddress: '10.7.7.7',
        payload: {
          otp_request_id: '7d9f4b52-2c1e-4f7a-9a8b-1c2d3e4f5a6b',
          otp: '123456',
          mobile_number: `98765${String(i).padStart(5, '0')}`,
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await guess(i)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    const limited = await guess(99);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not let a client dodge the per-IP limit with its own X-Forwarded-For', async () => {
    let status = 200;
    let sends = 0;
    while (status === 200 && sends < 30) {
      status = (await sendOtp(ctx().app, uniqueMobile(), { 'x-forwarded-for': `203.0.113.${sends}` }, '10.8.8.8'))
        .statusCode;
      sends += 1;
    }
    expect(sends).toBe(21);
  });

  it.each([
    [{ otp_destination: '12345', otp_purpose_code: 'MOBILE_LOGIN' }, 'otp_destination'],
    [{ otp_destination: '5876543210', otp_purpose_code: 'MOBILE_LOGIN' }, 'otp_destination'],
    [{ otp_destination: '9876543210', otp_purpose_code: 'EMAIL' }, 'otp_purpose_code'],
  ])('refuses a bad send %j with 400', async (payload, field) => {
    expectFieldRefused(
      await ctx().app.inject({ method: 'POST', url: '/v1/utility/auth/generate-otp', payload }),
      field,
    );
  });

  it('refuses a malformed verify with 400', async () => {
    const res = await verify(ctx, { otp_request_id: 'nope', otp: '12ab', mobile_number: '123' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['mobile_number', 'otp', 'otp_request_id']);
  });

  it('binds the visitor’s journeys to the user at login, so they follow the buyer to a new session', async () => {
    const { app } = ctx();
    const anonymous = await newSession(app);
    const { quoteAndWait, quoteRequest } = await import('../../../test/health-fixtures.ts');
    const list = await quoteAndWait(app, quoteRequest(), { 'x-session-id': anonymous });
    const q = list.quotation_list[0];
    const journey = await app.inject({
      method: 'POST',
      url: '/v1/health/journey/initiate-journey',
      headers: { 'x-session-id': anonymous },
      payload: { quote_id: q.quote_id, plan_id: q.plan_id, insurer_id: q.insurer_id },
    });
    const journeyId = journey.json().journey_id;
    const premiumAs = (sessionId: string) =>
      app.inject({
        method: 'GET',
        url: `/v1/health/journey/aggregated-premium-details/${journeyId}`,
        headers: { 'x-session-id': sessionId },
      });
    const mobile = uniqueMobile();
    const session = await login(app, mobile, anonymous);
    const mine = await premiumAs(session.session_id);
    expect(mine.statusCode).toBe(200);
    // Signing in again later, from another browser, still finds it.
    const laterSession = await newSession(app);
    await ctx()
      .handle.db.update(otpRequests)
      .set({ createdAt: new Date(Date.now() - 61_000) });
    const later = await login(app, mobile, laterSession);
    const again = await premiumAs(later.session_id);
    expect(again.statusCode).toBe(200);
    const stranger = await login(app, uniqueMobile());
    const other = await premiumAs(stranger.session_id);
    expect(other.statusCode).toBe(404);
  });
});
