import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys, quotationLists } from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { quoteAndWait, quoteRequest } from '../../../test/health-fixtures.ts';
import { termQuote, termQuoteAndWait } from '../../../test/term-fixtures.ts';
import { describeWithApp, newSession, type TestContext } from '../../../test/test-app.ts';

// issue 13: a quotation list and its quotes (the buyer's members, ages, conditions and pincode) belong to the
// session that asked for them, like a journey: anyone else is told they do not exist.
type Headers = Record<string, string>;
const healthQuoteAndWait = (ctx: TestContext, headers: Headers) => quoteAndWait(ctx.app, quoteRequest(), headers);

const termListAndWait = (ctx: TestContext, headers: Headers) => termQuoteAndWait(ctx.app, termQuote(), headers);

// Each vertical: where its routes are, and how an owner gets a completed list.
const VERTICALS: [string, string, typeof termListAndWait][] = [
  ['health', '/v1/health', healthQuoteAndWait],
  ['term', '/v1/termlife', termListAndWait],
];

describeWithApp('quote lists and quotes belong to their session', (ctx) => {
  const strangers = async () => ({
    'another visitor': { 'x-session-id': await newSession(ctx().app) },
    'a signed-in stranger': { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id },
    'a made-up session id': { 'x-session-id': 'x'.repeat(43) },
    'no session': {},
  });

  it.each(VERTICALS)(
    'answers a %s list only to the session that asked for it; anyone else gets 404',
    async (_vertical, base, quote) => {
      const path = `${base}/async-quote`;
      const owner = { 'x-session-id': await newSession(ctx().app) };
      const list = await quote(ctx(), owner);
      expect(list.quotation_list.length).toBeGreaterThan(0);
      for (const [who, headers] of Object.entries(await strangers())) {
        const res = await ctx().app.inject({ method: 'GET', url: `${path}/${list.quotation_list_id}`, headers });
        expect([who, res.statusCode, res.json()]).toEqual([
          who,
          404,
          { error: { code: 'NOT_FOUND', message: 'Quotation list not found' } },
        ]);
      }
      expect(
        (await ctx().app.inject({ method: 'GET', url: `${path}/${list.quotation_list_id}`, headers: owner }))
          .statusCode,
      ).toBe(200);
    },
  );

  it.each(VERTICALS)(
    'starts a %s journey only from a quote of the caller’s own session (404 otherwise, nothing created)',
    async (_vertical, base, quote) => {
      const url = `${base}/journey/initiate-journey`;
      const owner = { 'x-session-id': await newSession(ctx().app) };
      const q = (await quote(ctx(), owner)).quotation_list[0];
      const payload = { quote_id: q.quote_id, plan_id: q.plan_id, insurer_id: q.insurer_id };
      const journeysBefore = (await ctx().handle.db.select({ n: count() }).from(journeys))[0]?.n;
      for (const [who, headers] of Object.entries(await strangers())) {
        const res = await ctx().app.inject({ method: 'POST', url, headers, payload });
        // No session, or a made-up one, is asked to get a session first; anyone with one is told the quote is unknown.
        const expected = who === 'no session' || who === 'a made-up session id' ? 401 : 404;
        expect([who, res.statusCode]).toEqual([who, expected]);
        // Even naming the wrong plan tells a stranger nothing about the quote.
        const wrongPlan = await ctx().app.inject({
          method: 'POST',
          url,
          headers,
          payload: { ...payload, plan_id: 'some-other-plan' },
        });
        expect([who, wrongPlan.statusCode]).toEqual([who, expected]);
      }
      expect((await ctx().handle.db.select({ n: count() }).from(journeys))[0]?.n).toBe(journeysBefore);
      expect((await ctx().app.inject({ method: 'POST', url, headers: owner, payload })).statusCode).toBe(200);
    },
  );

  it('answers the owner’s polls of a completed list the same every time (the later ones from memory)', async () => {
    const owner = { 'x-session-id': await newSession(ctx().app) };
    const list = await quoteAndWait(ctx().app, quoteRequest(), owner);
    const polls = await Promise.all(
      [0, 1, 2].map(() =>
        ctx().app.inject({ method: 'GET', url: `/v1/health/async-quote/${list.quotation_list_id}`, headers: owner }),
      ),
    );
    for (const poll of polls) {
      expect(poll.statusCode).toBe(200);
      expect(poll.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(poll.json()).toEqual(list);
    }
  });

  it('keeps a visitor’s quotes through sign-in: the new session polls them and starts a journey on them', async () => {
    const anonymous = await newSession(ctx().app);
    const list = await quoteAndWait(ctx().app, quoteRequest(), { 'x-session-id': anonymous });
    const { session_id } = await login(ctx().app, uniqueMobile(), anonymous);
    const signedIn = { 'x-session-id': session_id };
    expect(
      (
        await ctx().app.inject({
          method: 'GET',
          url: `/v1/health/async-quote/${list.quotation_list_id}`,
          headers: signedIn,
        })
      ).statusCode,
    ).toBe(200);
    // The visitor's id, which polled the completed list before sign-in (and so had it answered from memory), no
    // longer reads it.
    const stale = await ctx().app.inject({
      method: 'GET',
      url: `/v1/health/async-quote/${list.quotation_list_id}`,
      headers: { 'x-session-id': anonymous },
    });
    expect(stale.statusCode).toBe(404);
    const q = list.quotation_list[0];
    const started = await ctx().app.inject({
      method: 'POST',
      url: '/v1/health/journey/initiate-journey',
      headers: signedIn,
      payload: { quote_id: q.quote_id, plan_id: q.plan_id, insurer_id: q.insurer_id },
    });
    expect(started.statusCode).toBe(200);
  });

  // attack24: a single quote's token names the session it was priced in, and sign-in replaced that session: a buyer
  // who priced an add-on, signed in from the header and pressed Buy was told the quote did not exist.
  it.each([
    ['health', '/v1/health', quoteRequest({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'health-guard' })],
    ['term', '/v1/termlife', termQuote({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'e-term-plan' })],
  ])('%s: starts a journey on a single quote priced before sign-in, for that buyer alone', async (_v, at, request) => {
    const anonymous = await newSession(ctx().app);
    const priced = await ctx().app.inject({
      method: 'POST',
      url: `${at}/single-quote`,
      headers: { 'x-session-id': anonymous },
      payload: request,
    });
    const q = priced.json().quotation_list[0];
    const buy = async (headers: Headers) =>
      ctx().app.inject({
        method: 'POST',
        url: `${at}/journey/initiate-journey`,
        headers,
        payload: {
          quote_id: q.quote_id,
          plan_id: q.plan_id,
          insurer_id: q.insurer_id,
          quote_token: priced.json().quote_token,
        },
      });
    // Someone else signing in on another browser, then this visitor on theirs.
    expect((await buy({ 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id })).statusCode).toBe(404);
    const signedIn = { 'x-session-id': (await login(ctx().app, uniqueMobile(), anonymous)).session_id };
    expect((await buy(signedIn)).statusCode).toBe(200);
  });

  it.each([
    ['no session', {}],
    ['an id the server never issued', { 'x-session-id': 'x'.repeat(43) }],
  ])(
    'asks a caller with %s to get a session before quoting (401 SESSION_REQUIRED), and stores nothing',
    async (_who, headers) => {
      const lists = async () => (await ctx().handle.db.select({ n: count() }).from(quotationLists))[0]?.n;
      const before = await lists();
      for (const url of [
        '/v1/health/async-quote',
        '/v1/health/single-quote',
        '/v1/termlife/async-quote',
        '/v1/termlife/single-quote',
      ]) {
        const single = url.endsWith('single-quote');
        const body = url.includes('termlife')
          ? termQuote(single ? { request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'e-term-plan' } : {})
          : quoteRequest(single ? { request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'health-guard' } : {});
        const res = await ctx().app.inject({ method: 'POST', url, headers, payload: body });
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          401,
          { error: { code: 'SESSION_REQUIRED', message: 'A valid session is required (X-Session-ID)' } },
        ]);
      }
      expect(await lists()).toBe(before);
    },
  );
});
