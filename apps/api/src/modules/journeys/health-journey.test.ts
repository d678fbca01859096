import { expect, it } from 'vitest';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { quoteAndWait, quoteRequest, unlimitedRecharge } from '../../../test/health-fixtures.ts';

describeWithApp('health journey: initiate, add-ons, aggregated premium', (ctx) => {
  type Headers = Record<string, string>;
  const initiate = (headers: Headers, payload: object) =>
    ctx().app.inject({ method: 'POST', url: '/v1/health/journey/initiate-journey', headers, payload });
  async function startJourney(request: Record<string, unknown> = {}) {
    const { app } = ctx();
    const sessionId = await newSession(app);
    const headers = { 'x-session-id': sessionId };
    const list = await quoteAndWait(app, quoteRequest(request), headers);
    const quote = list.quotation_list[0];
    const res = await initiate(headers, {
      quote_id: quote.quote_id,
      plan_id: quote.plan_id,
      insurer_id: quote.insurer_id,
      user_id: '',
    });
    expect(res.statusCode).toBe(200);
    return { journeyId: res.json().journey_id as string, headers, quote };
  }
  const premiumOf = (journeyId: string, headers: Headers) =>
    ctx().app.inject({ method: 'GET', url: `/v1/health/journey/aggregated-premium-details/${journeyId}`, headers });
  const putAddons = (journeyId: string, headers: Headers, addons: object[]) =>
    ctx().app.inject({ method: 'PUT', url: `/v1/health/journey/${journeyId}/addons`, headers, payload: { addons } });

  it('starts a journey whose premium is the quote card premium', async () => {
    const { journeyId, headers, quote } = await startJourney();
    const res = await premiumOf(journeyId, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.premium_summary.total_premium).toBe(quote.periodic_premium_breakups.total_premium);
    expect(body.premium_summary.tax).toBe(0);
    expect(body.plan_premium_breakups[0].plan_id).toBe(quote.plan_id);
    expect(body.plan_premium_breakups[0].addons.length).toBeGreaterThanOrEqual(5);
    expect(body.premium_changes).toEqual([]);
  });

  it('states the period amounts a multi-year policy charges, so no client multiplies premiums', async () => {
    const { journeyId, headers } = await startJourney({ policy_period: 'YEAR_02' });
    const s = (await premiumOf(journeyId, headers)).json().premium_summary;
    expect(s.period_years).toBe(2);
    expect(s).toMatchObject({
      period_base_premium: s.base_premium * 2,
      period_addon_premium: s.total_addon_premium * 2,
    });
    expect(s.period_base_premium + s.period_addon_premium - s.discount_amount + s.tax).toBe(s.total_premium);
  });

  it('re-prices on an add-on change and says why the premium moved', async () => {
    const { journeyId, headers } = await startJourney();
    const put = await putAddons(journeyId, headers, [unlimitedRecharge]);
    expect(put.statusCode).toBe(200);
    const line = put
      .json()
      .plan_premium_breakups[0].addons.find((a: { addon_type: string }) => a.addon_type === 'UNLIMITED_RECHARGE');
    expect(line.is_opted).toBe('YES');
    expect(put.json().premium_summary.total_addon_premium).toBe(line.total_premium);
    expect(put.json().premium_changes).toEqual([{ reason: 'Add-ons you changed', amount: line.total_premium }]);
    const again = await premiumOf(journeyId, headers);
    expect(again.json().premium_summary).toEqual(put.json().premium_summary);
  });

  // The review page listed a Hindi reader's add-ons in English while the plan page named them in Hindi.
  it('names the add-ons in the reader’s language, as the plan page does, before and after a change', async () => {
    const { journeyId, headers, quote } = await startJourney();
    const hindi = { ...headers, 'accept-language': 'hi' };
    const config = await ctx().app.inject({
      method: 'GET',
      url: `/v1/health/plan-config/${quote.plan_id}`,
      headers: hindi,
    });
    const planPage = new Map(
      (config.json().addons as { addon_id: string; addon_name: string }[]).map((a) => [a.addon_id, a.addon_name]),
    );
    const names = (body: { plan_premium_breakups: { addons: { addon_id: string; display_name: string }[] }[] }) =>
      body.plan_premium_breakups[0]!.addons.map((a) => [a.display_name, planPage.get(a.addon_id)]);
    const read = names((await premiumOf(journeyId, hindi)).json());
    expect(read.length).toBeGreaterThanOrEqual(5);
    for (const [onReview, onPlanPage] of read) expect(onReview).toBe(onPlanPage);
    expect(read.map(([name]) => name)).toContain('हॉस्पिटल कैश');
    for (const [onReview, onPlanPage] of names((await putAddons(journeyId, hindi, [unlimitedRecharge])).json()))
      expect(onReview).toBe(onPlanPage);
    // What the journey keeps is the catalogue's English: an English reader still reads it.
    expect(names((await premiumOf(journeyId, headers)).json()).map(([name]) => name)).toContain('Hospital Cash');
  });

  it('refuses a bad add-on choice with 400 and leaves the premium as it was', async () => {
    const { journeyId, headers } = await startJourney();
    const before = (await premiumOf(journeyId, headers)).json();
    const put = await putAddons(journeyId, headers, [
      {
        addon_type: 'AGGREGATE_DEDUCTIBLE',
        is_opted: 'YES',
        addon_options: [{ addon_option_type: 'DEDUCTIBLE_AMOUNT', addon_option_value: '7' }],
      },
    ]);
    expect(put.statusCode).toBe(400);
    const after = (await premiumOf(journeyId, headers)).json();
    expect(after).toEqual(before);
  });

  it('hides a journey from another session and from a visitor without one (404), and changes nothing', async () => {
    const { journeyId, headers } = await startJourney();
    const other = { 'x-session-id': await newSession(ctx().app) };
    for (const h of [other, {}, { 'x-auth-token': 'forged-token' }] as Headers[]) {
      const get = await premiumOf(journeyId, h);
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Journey not found' } });
      const put = await putAddons(journeyId, h, [{ addon_type: 'UNLIMITED_RECHARGE', is_opted: 'YES' }]);
      expect(put.statusCode).toBe(404);
    }
    const mine = await premiumOf(journeyId, headers);
    expect(mine.json().premium_summary.total_addon_premium).toBe(0);
    // The same call with X-Auth-Token instead of X-Session-ID is the same caller (docs/decisions.md §2).
    const viaAuth = await premiumOf(journeyId, { 'x-auth-token': headers['x-session-id'] });
    expect(viaAuth.statusCode).toBe(200);
  });

  it('needs a session to start a journey and a real quote for the named plan', async () => {
    const { app } = ctx();
    const headers = { 'x-session-id': await newSession(app) };
    const list = await quoteAndWait(app, quoteRequest(), headers);
    const [a, b] = list.quotation_list;
    const anonymous = await initiate({}, { quote_id: a.quote_id, plan_id: a.plan_id, insurer_id: a.insurer_id });
    expect(anonymous.statusCode).toBe(401);
    const mismatch = await initiate(headers, { quote_id: a.quote_id, plan_id: b.plan_id, insurer_id: b.insurer_id });
    expect(mismatch.statusCode).toBe(400);
    const unknown = await initiate(headers, {
      quote_id: '7d9f4b52-2c1e-4f7a-9a8b-1c2d3e4f5a6b',
      plan_id: a.plan_id,
      insurer_id: a.insurer_id,
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await premiumOf('not-a-uuid', headers);
    expect(badId.statusCode).toBe(400);
  });
});
