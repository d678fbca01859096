import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { quotationLists, quotes } from '../../db/schema.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { quoteRequest } from '../../../test/health-fixtures.ts';
import { createQuoteTokens, QUOTE_TOKEN_TTL_SECONDS } from './quote-token.ts';

// The test app's secret: these tests forge tokens as an attacker who knew it would, to prove what is checked.
const tokens = createQuoteTokens('test-secret-test-secret-test-secret-0123');

// Issue 14: a single quote is pure computation; it is stored, and priced again by the server, only when acted on.
describeWithApp('single quotes acted on through a signed, expiring token', (ctx) => {
  const rows = async () => {
    const { db } = ctx().handle;
    const [lists] = await db.select({ n: count() }).from(quotationLists);
    const [qs] = await db.select({ n: count() }).from(quotes);
    return { lists: lists?.n, quotes: qs?.n };
  };
  const quoteFor = async (headers: Record<string, string>, over: Record<string, unknown> = {}) => {
    const plan = ctx().app.healthCatalogue.plans[0]!;
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/v1/health/single-quote',
      headers,
      payload: quoteRequest({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: plan.plan_id, ...over }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return {
      quote: body.quotation_list[0],
      token: body.quote_token as string,
      listId: body.quotation_list_id as string,
    };
  };
  const initiate = (
    headers: Record<string, string>,
    quote: { quote_id: string; plan_id: string; insurer_id: string },
    quote_token: string,
  ) =>
    ctx().app.inject({
      method: 'POST',
      url: '/v1/health/journey/initiate-journey',
      headers,
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id, quote_token },
    });

  it('writes nothing for a single quote; a journey started from its token is stored under the quoted ids at the server’s price', async () => {
    const headers = { 'x-session-id': await newSession(ctx().app) };
    const before = await rows();
    const { quote, token, listId } = await quoteFor(headers);
    expect(await rows()).toEqual(before);
    // The token carries the buyer's request, not a price: the server prices again when it is used.
    const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
    expect(JSON.stringify(claims)).not.toContain('total_premium');

    const started = await initiate(headers, quote, token);
    expect(started.statusCode).toBe(200);
    const premium = (
      await ctx().app.inject({
        method: 'GET',
        url: `/v1/health/journey/aggregated-premium-details/${started.json().journey_id}`,
        headers,
      })
    ).json();
    expect(premium.premium_summary.total_premium).toBe(quote.periodic_premium_breakups.total_premium);
    const list = await ctx().app.inject({ method: 'GET', url: `/v1/health/async-quote/${listId}`, headers });
    expect(list.json().quotation_list.map((q: { quote_id: string }) => q.quote_id)).toEqual([quote.quote_id]);
    // The same token again (a retry, a second tab): one stored quote, a second journey on it.
    expect((await initiate(headers, quote, token)).statusCode).toBe(200);
    expect(await rows()).toEqual({ lists: (before.lists ?? 0) + 1, quotes: (before.quotes ?? 0) + 1 });
  });

  it('refuses a tampered, expired, foreign or mismatched token, and stores nothing', async () => {
    const headers = { 'x-session-id': await newSession(ctx().app) };
    const { quote, token } = await quoteFor(headers);
    const before = await rows();
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const edited = Buffer.from(
      JSON.stringify({ ...claims, request: { ...claims.request, member_covered: [] } }),
    ).toString('base64url');
    const { expiresAt: _expires, ...unsigned } = claims;
    const expired = tokens.sign(unsigned, Math.floor(Date.now() / 1000) - QUOTE_TOKEN_TTL_SECONDS - 1);
    for (const bad of [
      `${edited}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      expired,
      'not-a-token',
      `${payload}.${signature}.x`,
    ]) {
      const res = await initiate(headers, quote, bad);
      expect([bad.slice(0, 12), res.statusCode, res.json().error.message]).toEqual([
        bad.slice(0, 12),
        400,
        'This quote has expired. Please get a new quote.',
      ]);
    }
    // Another session's token is not found, as another session's quote is.
    const stranger = { 'x-session-id': await newSession(ctx().app) };
    expect((await initiate(stranger, quote, token)).statusCode).toBe(404);
    // A term journey cannot be started on a health quote's token.
    const asTerm = await ctx().app.inject({
      method: 'POST',
      url: '/v1/termlife/journey/initiate-journey',
      headers,
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id, quote_token: token },
    });
    expect(asTerm.statusCode).toBe(404);
    // A token for one quote does not store another id.
    const other = await initiate(headers, { ...quote, quote_id: '00000000-0000-4000-8000-000000000000' }, token);
    expect(other.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });
});
