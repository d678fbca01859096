import { addDays } from '@kavach/domain';
import { expect, it } from 'vitest';
import { describeWithApp, newSession, postAsVisitor } from '../../../test/test-app.ts';
import { expectFieldRefused } from '../../../test/refusals.ts';
import { familyOfFour, quoteAndWait, quoteRequest, selfAt, yearsAgo } from '../../../test/health-fixtures.ts';
import { onUtcServerAtNightInIndia, turningOn } from '../../../test/india-night.ts';

describeWithApp('health async quote', (ctx) => {
  it('answers with a list id at once, then fills the list until COMPLETED, best value first', async () => {
    const { app } = ctx();
    const start = await postAsVisitor(app, '/v1/health/async-quote', quoteRequest());
    expect(start.statusCode).toBe(200);
    expect(start.json().quotation_list_id).toMatch(/^[0-9a-f-]{36}$/);

    const done = await quoteAndWait(app, quoteRequest());
    const plans = app.healthCatalogue.plans.filter((p) => p.sum_insured_options.includes(1_000_000));
    expect(done.quotation_status).toEqual({
      polling_status: 'COMPLETED',
      quotes_expected: plans.length,
      quotes_received: plans.length,
    });
    const list = done.quotation_list;
    expect(list.length).toBe(plans.length);
    const priorities = list.map((q: { priority: number }) => q.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(list[0].plan_card_type).toBe('HERO_PLAN');
    expect(list.slice(1).every((q: { plan_card_type: string }) => q.plan_card_type === 'STANDARD_PLAN')).toBe(true);
    expect(new Set(list.map((q: { insurer_id: string }) => q.insurer_id)).size).toBe(16);

    const q = list[0];
    expect(q.sum_insured).toBe(1_000_000);
    expect(q.member_coverage_plan_type).toBe('INDIVIDUAL');
    expect(q.insurer_logo_url).toBe(`/v1/health/insurers/${q.insurer_id}/logo.svg`);
    expect(q.plan_premium_breakups[0]).toEqual(q.periodic_premium_breakups);
    expect(q.periodic_premium_breakups.tax).toBe(0);
    expect(q.periodic_premium_breakups.monthly_premium).toBe(
      Math.round(q.periodic_premium_breakups.total_premium / 12),
    );
    expect(done.health_quotation_request).toMatchObject({
      pincode: '411001',
      sum_insured_max: 1_000_000,
      pincode_details: { district: 'Pune', state: 'Maharashtra' },
    });
    // Each card carries its own plan's facts (issue 17): not one fixed text for all 22 plans.
    for (const quote of list) {
      const plan = app.healthCatalogue.plansById.get(quote.plan_id)!;
      const insurer = app.healthCatalogue.insurers.get(plan.insurer_id)!;
      expect(quote).toMatchObject({
        no_claim_bonus: plan.no_claim_bonus,
        co_payment_percent: plan.co_payment_percent,
        room_rent_type: plan.room_rent_type,
        claim_settlement_year: insurer.claim_settlement_year,
        cashless_hospitals: insurer.cashless_hospitals,
      });
    }
    expect(new Set(list.map((x: { no_claim_bonus: string | null }) => x.no_claim_bonus)).size).toBeGreaterThan(5);
  });

  it('says each quote’s no-claim bonus in the reader’s language, the list read again in either', async () => {
    const { app } = ctx();
    const headers = { 'x-session-id': await newSession(app) };
    const done = await quoteAndWait(app, quoteRequest(), headers);
    const read = async (language: Record<string, string>) => {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/health/async-quote/${done.quotation_list_id}`,
        headers: { ...headers, ...language },
      });
      expect(res.statusCode).toBe(200);
      const bonus = (list: { plan_id: string; no_claim_bonus: string }[]) =>
        list.find((q) => q.plan_id === 'activ-one')?.no_claim_bonus;
      return bonus(res.json().quotation_list);
    };
    // The completed list is cached once read: each language gets its own answer, the stored quotes stay English.
    expect(await read({})).toBe('50% a year, up to 100%, never reduced');
    expect(await read({ 'accept-language': 'hi' })).toBe('हर साल 50%, 100% तक, कभी घटता नहीं');
    expect(await read({ 'accept-language': 'hi-IN,hi;q=0.9' })).toBe('हर साल 50%, 100% तक, कभी घटता नहीं');
    expect(await read({ 'accept-language': 'en' })).toBe('50% a year, up to 100%, never reduced');
  });

  it('quotes a family of four on a floater, dearer than one adult', async () => {
    const { app } = ctx();
    const one = await quoteAndWait(app, quoteRequest({ member_covered: [familyOfFour[0]] }));
    const four = await quoteAndWait(app, quoteRequest({ member_covered: familyOfFour }));
    expect(four.quotation_list[0].member_coverage_plan_type).toBe('FAMILY_FLOATER');
    const byPlan = new Map(
      one.quotation_list.map((q: { plan_id: string; periodic_premium_breakups: { total_premium: number } }) => [
        q.plan_id,
        q.periodic_premium_breakups.total_premium,
      ]),
    );
    for (const q of four.quotation_list)
      expect(q.periodic_premium_breakups.total_premium).toBeGreaterThan(byPlan.get(q.plan_id) as number);
  });

  it('narrows the plans by filter criteria', async () => {
    const { app } = ctx();
    const insurers = await quoteAndWait(
      app,
      quoteRequest({ filter_criteria: { insurers: ['care-health', 'niva-bupa'] } }),
    );
    expect(insurers.quotation_list.length).toBeGreaterThan(0);
    expect(new Set(insurers.quotation_list.map((q: { insurer_id: string }) => q.insurer_id))).toEqual(
      new Set(['care-health', 'niva-bupa']),
    );

    const noLimit = await quoteAndWait(
      app,
      quoteRequest({ filter_criteria: { room_rent_types: ['NO_ROOM_RENT_LIMIT'] } }),
    );
    expect(noLimit.quotation_list.length).toBeGreaterThan(0);
    expect(
      noLimit.quotation_list.every((q: { room_rent_type: string }) => q.room_rent_type === 'NO_ROOM_RENT_LIMIT'),
    ).toBe(true);

    const maternity = await quoteAndWait(
      app,
      quoteRequest({ filter_criteria: { maternity_waiting_period_months: 24 } }),
    );
    expect(maternity.quotation_list.length).toBeGreaterThan(0);
    for (const q of maternity.quotation_list) {
      expect(q.maternity_cover).toBe(true);
      expect(q.maternity_waiting_period_months).toBeLessThanOrEqual(24);
    }

    const big = await quoteAndWait(app, quoteRequest({ sum_insured_min: 50_000_000, sum_insured_max: 50_000_000 }));
    expect(big.quotation_list.every((q: { sum_insured: number }) => q.sum_insured === 50_000_000)).toBe(true);
    expect(big.quotation_list.length).toBeLessThan(app.healthCatalogue.plans.length);
  });

  // Insurers admit on the age at the start of the policy, the day after it is bought: Health Guard takes adults to
  // 65, so a buyer whose 66th birthday is tomorrow is past it for every day of the cover, and is not offered it.
  it('admits each member on their age on the first day of cover', async () => {
    const { app } = ctx();
    const turning66 = (inDays: number) => addDays(yearsAgo(66, 0), inDays);
    const plansFor = async (dob: string) =>
      (
        await quoteAndWait(
          app,
          quoteRequest({
            member_covered: [{ ...selfAt(65), dob }],
            filter_criteria: { insurers: ['bajaj-allianz'] },
          }),
        )
      ).quotation_list.map((q: { plan_id: string }) => q.plan_id);
    expect(await plansFor(turning66(1))).not.toContain('health-guard');
    expect(await plansFor(turning66(2))).toContain('health-guard');
  });

  it('drops plans that decline a declared condition and loads the others', async () => {
    const { app } = ctx();
    const clean = await quoteAndWait(app, quoteRequest());
    const heart = await quoteAndWait(app, quoteRequest({ ped_list: ['HEART_DISEASE', 'DIABETES'] }));
    expect(heart.quotation_list.length).toBeLessThan(clean.quotation_list.length);
    expect(heart.quotation_status.quotes_received).toBe(clean.quotation_status.quotes_received);
    const loaded = heart.quotation_list.find(
      (q: { periodic_premium_breakups: { loadings: unknown[] } }) => q.periodic_premium_breakups.loadings.length > 0,
    );
    expect(loaded.periodic_premium_breakups.loadings.map((l: { condition: string }) => l.condition)).toContain(
      'DIABETES',
    );
  });

  // Issue 48: a family with a 70-year-old father saw 4 plans of 22 and no word of why.
  it('says, once the list is complete, why plans declined: each reason with its count', async () => {
    const { app } = ctx();
    const clean = await quoteAndWait(app, quoteRequest());
    expect(clean.plans_declined).toEqual([]);
    const withFather = await quoteAndWait(
      app,
      quoteRequest({ member_covered: [selfAt(40), { ...selfAt(70), relation: 'FATHER' }] }),
    );
    const declined = withFather.plans_declined as { reason: string; plans: number }[];
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((d) => /^Adult entry age is \d+ to \d+$/.test(d.reason))).toBe(true);
    // Every plan asked either quoted or said why not.
    const said = declined.reduce((sum, d) => sum + d.plans, 0);
    expect(said + withFather.quotation_list.length).toBe(withFather.quotation_status.quotes_expected);
    const heart = await quoteAndWait(app, quoteRequest({ ped_list: ['HEART_DISEASE'] }));
    expect(heart.plans_declined).toEqual([
      {
        reason: 'Not available with a declared heart disease',
        plans: clean.quotation_list.length - heart.quotation_list.length,
      },
    ]);
  });

  it('completes at once with no quotes when no plan matches the filters', async () => {
    const done = await quoteAndWait(
      ctx().app,
      quoteRequest({ filter_criteria: { insurers: ['digit'], special_feature_tags: ['NO_SUCH_TAG'] } }),
    );
    expect(done.quotation_status).toEqual({ polling_status: 'COMPLETED', quotes_expected: 0, quotes_received: 0 });
    expect(done.quotation_list).toEqual([]);
  });

  it.each([
    ['no members', { member_covered: [] }, 'member_covered'],
    ['a malformed pincode', { pincode: 41100 }, 'pincode'],
    ['an unknown pincode', { pincode: 999999 }, 'pincode'],
    ['a date that does not exist', { member_covered: [{ ...selfAt(30), dob: '2001-02-29' }] }, 'member_covered.0.dob'],
    ['an unknown condition', { ped_list: ['FLU'] }, 'ped_list.0'],
    ['a cover amount off the list', { sum_insured_max: 1234567 }, 'sum_insured_max'],
    ['the wrong request type', { request_type: 'BASE_SINGLE_QUOTATION' }, 'request_type'],
    [
      'five children',
      { member_covered: [selfAt(40), ...Array.from({ length: 5 }, () => ({ ...selfAt(5), relation: 'SON' }))] },
      'member_covered',
    ],
    [
      'two fathers (each relation but a child names one person: the proposal keys its members by it)',
      { member_covered: [selfAt(40), { ...selfAt(70), relation: 'FATHER' }, { ...selfAt(68), relation: 'FATHER' }] },
      'member_covered',
    ],
    [
      'a member with no relation beside SELF (no relation means SELF)',
      { member_covered: [selfAt(40), { ...selfAt(38), relation: undefined }] },
      'member_covered',
    ],
    ['an unexpected field', { surprise: 1 }, 'surprise'],
    ['an unknown insurer filter', { filter_criteria: { insurers: ['acme'] } }, 'filter_criteria.insurers.0'],
  ])('refuses %s with 400 naming the field', async (_name, over, field) => {
    expectFieldRefused(await postAsVisitor(ctx().app, '/v1/health/async-quote', quoteRequest(over)), field);
  });

  it('answers 404 for an unknown list and 400 for a malformed id', async () => {
    const headers = { 'x-session-id': await newSession(ctx().app) };
    const unknown = await ctx().app.inject({
      method: 'GET',
      url: '/v1/health/async-quote/7d9f4b52-2c1e-4f7a-9a8b-1c2d3e4f5a6b',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Quotation list not found' } });
    const malformed = await ctx().app.inject({ method: 'GET', url: '/v1/health/async-quote/..%2F..%2Fetc', headers });
    expect(malformed.statusCode).toBe(400);
  });
});

/**
 * Health admits and rates each member on their age on the first day of cover ("admits each member on their age on
 * the first day of cover" above: Health Guard takes adults to 65, so a buyer whose 66th birthday is tomorrow is not
 * offered it). That day is worked out by the server's clock zone (rating-context.ts: todayIso + 1), while the policy
 * starts on India's tomorrow (issue-policy.ts). On a server running in UTC, between midnight and 5:30 am in India the
 * quote admits the buyer on the age of the day before the cover starts: they are offered, and can buy, a plan they are
 * too old for on every day of its cover.
 */
describeWithApp('health: entry age on India’s first day of cover, whatever the server’s zone', (ctx) => {
  // A UTC server at night, for this block's tests only.
  const { at130Ist } = onUtcServerAtNightInIndia();

  it('does not offer a plan that takes adults to 65 at 1:30 am in Pune to a buyer who turns 66 on the first day', async () => {
    const dob = turningOn(at130Ist(), 66);
    const list = await quoteAndWait(
      ctx().app,
      quoteRequest({ member_covered: [{ ...selfAt(65), dob }], filter_criteria: { insurers: ['bajaj-allianz'] } }),
    );
    expect(list.quotation_list.map((q: { plan_id: string }) => q.plan_id)).not.toContain('health-guard');
  });
});
