import { periodEnd, toDisplayDate } from '@kavach/domain';
import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { describeWithApp, newSession, postAsVisitor, type TestContext } from '../../../test/test-app.ts';
import { expectFieldRefused } from '../../../test/refusals.ts';
import { shiftedDate } from '../../../test/motor-fixtures.ts';
import { paidScheduleText } from '../../../test/payments.ts';
import {
  accidentalDeathRider,
  dobForAge,
  savedTermProposal,
  termQuote,
  termQuoteAndWait,
} from '../../../test/term-fixtures.ts';

// docs/product/review-payment-term-bike.md §3.12: the wizard's whole request, every field it sends.
const termRequest = (over: Record<string, unknown> = {}) =>
  termQuote({
    occupation: 'SALARIED',
    annual_income: 'TEN_LAC_TO_FIFTEEN_LAC',
    education: 'GRADUATE',
    policy_term: 35,
    premium_paying_term: 35,
    payment_type: 'REGULAR',
    payment_frequency: 'YEARLY',
    payout_type: 'LUMPSUM',
    whole_life_cover: 'NO',
    filter_criteria: null,
    ...over,
  });

// A list is its session's (issue 13): without one given, a fresh session asks and polls.
const quoteAndWait = (ctx: () => TestContext, body: Record<string, unknown>, given: Record<string, string> = {}) =>
  termQuoteAndWait(ctx().app, body, given);

describeWithApp('term life API', (ctx) => {
  it('quotes every life insurer for a 30-year-old, ₹1 crore to 60, inside the market, best value first', async () => {
    const done = await quoteAndWait(ctx, termRequest({ cover_till_age: 60, policy_term: 30, premium_paying_term: 30 }));
    expect(done.quotation_status.polling_status).toBe('COMPLETED');
    expect(done.quotation_list.length).toBeGreaterThanOrEqual(8);
    const priorities = done.quotation_list.map((q: { priority: number }) => q.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    for (const q of done.quotation_list) {
      expect([q.policy_term, q.cover_till_age]).toEqual([30, 60]);
      expect(q.sum_insured).toBe(10_000_000);
      // The published band for a 30-year-old (issue 46): about ₹6,700–10,500 a year.
      expect(q.periodic_premium_breakups.total_premium).toBeGreaterThanOrEqual(6_700);
      expect(q.periodic_premium_breakups.total_premium).toBeLessThanOrEqual(10_500);
    }
    expect(done.no_quotes_reason).toBeNull();
    expect(done.termlife_quotation_request).toMatchObject({
      sum_assured: 10_000_000,
      cover_till_age: 60,
      policy_term: 30,
      pincode_details: { district: 'Pune' },
    });
  });

  it('changes cover on request and narrows to insurers; declines cover beyond 25× the top of the income band at 30', async () => {
    const big = await quoteAndWait(
      ctx,
      termRequest({ sum_assured: 20_000_000, filter_criteria: { insurers: ['hdfc-life', 'lic'] } }),
    );
    expect(big.quotation_list.map((q: { insurer_id: string }) => q.insurer_id).sort()).toEqual(['hdfc-life', 'lic']);
    expect(big.quotation_list[0].sum_insured).toBe(20_000_000);
    const tooBig = await quoteAndWait(ctx, termRequest({ sum_assured: 50_000_000 }));
    expect(tooBig.quotation_list).toEqual([]);
    expect(tooBig.quotation_status.quotes_received).toBe(tooBig.quotation_status.quotes_expected);
    expect(tooBig.no_quotes_reason).toEqual({
      code: 'INCOME_TOO_LOW',
      message:
        'A cover of 5 Crore is more than an income of 10 to 15 Lakh supports: insurers allow up to 25 times your yearly income at age 30, 3 Crore at most.',
    });
  });

  it('lists for cover till 85 only the plans that offer 85, each for the years to 85', async () => {
    const plans = (await ctx().app.inject({ method: 'GET', url: '/v1/termlife/plan-information' })).json() as {
      plan_id: string;
      plan_meta_json: { cover_till_ages: number[] };
    }[];
    const offering85 = plans.filter((p) => p.plan_meta_json.cover_till_ages.includes(85)).map((p) => p.plan_id);
    expect(offering85.length).toBeGreaterThan(0);
    expect(offering85.length).toBeLessThan(plans.length);
    const done = await quoteAndWait(ctx, termRequest({ dob: dobForAge(40), cover_till_age: 85 }));
    const listed = done.quotation_list as { plan_id: string; policy_term: number; cover_till_age: number }[];
    expect(listed.map((q) => q.plan_id).sort()).toEqual(offering85.sort());
    for (const q of listed) expect([q.policy_term, q.cover_till_age]).toEqual([45, 85]);
    expect(done.termlife_quotation_request).toMatchObject({ cover_till_age: 85, policy_term: 45 });
  });

  it('sells cover till 85 to a 40-year-old: the schedule’s policy period ends at 85', async () => {
    const j = await savedTermProposal(ctx().app, {
      quote: { dob: dobForAge(40), cover_till_age: 85, sum_assured: 2_500_000 },
    });
    const schedule = await paidScheduleText(ctx().app, 'TERM', j);
    const firstDay = shiftedDate(1);
    expect(/Policy term: [^(]*\(cover till age \d+\)/.exec(schedule)?.[0]).toBe(
      `Policy term: 45 years, ${toDisplayDate(firstDay)} to ${toDisplayDate(periodEnd(firstDay, 45))} (cover till age 85)`,
    );
  });

  it('says why a list is empty: at 62, cover till 65 is too short, and names the ages plans offer', async () => {
    const done = await quoteAndWait(ctx, termRequest({ dob: dobForAge(62), annual_income: 'ABOVE_FIFTEEN_LAC' }));
    expect(done.quotation_list).toEqual([]);
    expect(done.no_quotes_reason).toEqual({
      code: 'COVER_TILL_AGE_NOT_OFFERED',
      message:
        'No plan offers cover till age 65 at age 62: cover must run at least 5 years, and each plan offers only some ages. Plans can cover you till age 70, 75, 85 or 99.',
    });
  });

  it.each([
    [{ dob: dobForAge(80) }, 'dob'],
    [{ sum_assured: 123 }, 'sum_assured'],
    [{ annual_income: 'LOTS' }, 'annual_income'],
    [{ is_smoker: 'MAYBE' }, 'is_smoker'],
    [{ pincode: '12' }, 'pincode'],
  ])('refuses %j with 400', async (over, field) => {
    expectFieldRefused(await postAsVisitor(ctx().app, '/v1/termlife/async-quote', termRequest(over)), field);
  });

  it('lists plan information with plan_meta_json and plan_config_json', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/v1/termlife/plan-information' });
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.length).toBeGreaterThanOrEqual(8);
    expect(plans[0].plan_meta_json).toMatchObject({
      plan_name: expect.any(String),
      insurer_name: expect.any(String),
      insurer_logo_url: expect.stringMatching(/^\/v1\/termlife\/insurers\/.+\/logo\.svg$/),
    });
    const modes = new Set(
      plans.flatMap((p: { plan_config_json: { addons: { addon_group_selection_type: string }[] } }) =>
        p.plan_config_json.addons.map((a) => a.addon_group_selection_type),
      ),
    );
    expect([...modes].sort()).toEqual(['ALL', 'ANY', 'EITHER']);
    expect((await ctx().app.inject({ method: 'GET', url: plans[0].plan_meta_json.insurer_logo_url })).statusCode).toBe(
      200,
    );
  });

  it('says the plans’ taglines, features and riders in the request’s language, English without one', async () => {
    const plansIn = async (headers: Record<string, string>) => {
      const res = await ctx().app.inject({ method: 'GET', url: '/v1/termlife/plan-information', headers });
      expect(res.headers.vary).toContain('accept-language');
      type Plan = {
        plan_id: string;
        plan_meta_json: { plan_name: string; tagline: string; features: { feature_name: string }[] };
        plan_config_json: { addons: { addon_name: string; addon_short_description: string }[] };
      };
      return (res.json() as Plan[]).find((p) => p.plan_id === 'e-term-plan')!;
    };
    const hindi = await plansIn({ 'accept-language': 'hi' });
    const english = await plansIn({});
    expect(hindi.plan_meta_json.tagline).toBe('85 वर्ष की आयु तक कवर, 8 राइडर के साथ; राइडर लेने पर प्रीमियम वापस');
    expect(hindi.plan_meta_json.features[0]!.feature_name).toBe('मृत्यु लाभ');
    expect(hindi.plan_config_json.addons[0]).toMatchObject({
      addon_name: 'दुर्घटना मृत्यु लाभ',
      addon_short_description: 'दुर्घटना से मृत्यु होने पर एकमुश्त अतिरिक्त राशि।',
    });
    // A plan's name is a name: the same in every language.
    expect(hindi.plan_meta_json.plan_name).toBe(english.plan_meta_json.plan_name);
    expect(english.plan_meta_json.tagline).toBe('Cover till age 85 with 8 riders; premiums back with a rider');
    expect(english.plan_config_json.addons[0]).toMatchObject({
      addon_name: 'Accidental Death Benefit',
      addon_short_description: 'An extra lump sum if death is caused by an accident.',
    });
  });

  it('single-quotes a plan with riders, starts a journey, and re-prices on rider changes; others get 404', async () => {
    const session = await newSession(ctx().app);
    const headers = { 'x-session-id': session };
    const list = await quoteAndWait(ctx, termRequest(), headers);
    const quote = list.quotation_list.find((q: { plan_id: string }) => q.plan_id === 'click-2-protect-supreme');
    const rider = accidentalDeathRider;
    const single = await ctx().app.inject({
      method: 'POST',
      url: '/v1/termlife/single-quote',
      headers,
      payload: termRequest({
        request_type: 'BASE_SINGLE_QUOTATION',
        plan_id: quote.plan_id,
        insurer_id: quote.insurer_id,
        quote_id: quote.quote_id,
        addons: [rider],
      }),
    });
    expect(single.statusCode).toBe(200);
    expect(single.json().quotation_list[0].periodic_premium_breakups.total_premium).toBeGreaterThan(
      quote.periodic_premium_breakups.total_premium,
    );

    const started = await ctx().app.inject({
      method: 'POST',
      url: '/v1/termlife/journey/initiate-journey',
      headers,
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id, user_id: '' },
    });
    expect(started.statusCode).toBe(200);
    const journeyId = started.json().journey_id;
    const premium = (
      await ctx().app.inject({
        method: 'GET',
        url: `/v1/termlife/journey/aggregated-premium-details/${journeyId}`,
        headers,
      })
    ).json();
    expect(premium.premium_summary.total_premium).toBe(quote.periodic_premium_breakups.total_premium);
    const put = await ctx().app.inject({
      method: 'PUT',
      url: `/v1/termlife/journey/${journeyId}/addons`,
      headers,
      payload: { addons: [rider] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().premium_summary.total_premium).toBe(
      single.json().quotation_list[0].periodic_premium_breakups.total_premium,
    );
    // EITHER: return of premium and increasing cover cannot both be added.
    const both = await ctx().app.inject({
      method: 'PUT',
      url: `/v1/termlife/journey/${journeyId}/addons`,
      headers,
      payload: {
        addons: ['RETURN_OF_PREMIUM', 'INCREASING_COVER'].map((addon_type) => ({ addon_type, is_opted: 'YES' })),
      },
    });
    expect(both.statusCode).toBe(400);
    const other = { 'x-session-id': await newSession(ctx().app) };
    expect(
      (
        await ctx().app.inject({
          method: 'GET',
          url: `/v1/termlife/journey/aggregated-premium-details/${journeyId}`,
          headers: other,
        })
      ).statusCode,
    ).toBe(404);
    // A health call cannot reach a term journey.
    expect(
      (
        await ctx().app.inject({
          method: 'GET',
          url: `/v1/health/journey/aggregated-premium-details/${journeyId}`,
          headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the term journey of a signed-in buyer on the dashboard by its term plan and insurer, marked TERM', async () => {
    const anonymous = await newSession(ctx().app);
    const list = await quoteAndWait(ctx, termRequest(), { 'x-session-id': anonymous });
    const quote = list.quotation_list.find((q: { plan_id: string }) => q.plan_id === 'click-2-protect-supreme');
    const started = await ctx().app.inject({
      method: 'POST',
      url: '/v1/termlife/journey/initiate-journey',
      headers: { 'x-session-id': anonymous },
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id, user_id: '' },
    });
    const signedIn = { 'x-session-id': (await login(ctx().app, uniqueMobile(), anonymous)).session_id };
    const dashboard = (
      await ctx().app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: signedIn })
    ).json();
    expect(dashboard.journeys).toEqual([
      expect.objectContaining({
        journey_id: started.json().journey_id,
        vertical: 'TERM',
        plan_name: 'Click 2 Protect Supreme',
        insurer_name: 'HDFC Life',
        total_premium: quote.periodic_premium_breakups.total_premium,
      }),
    ]);
  });
});
