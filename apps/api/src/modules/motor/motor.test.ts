import { expect, it } from 'vitest';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { activaQuote, newSwiftQuote, shiftedDate } from '../../../test/motor-fixtures.ts';

type Quote = {
  eligible: boolean;
  insurer_id: string;
  total_premium: number;
  net_premium: number;
  gst: number;
  idv: number;
  idv_min: number;
  idv_max: number;
  third_party: { premium: number; years: number } | null;
  pa_owner_driver: number;
  own_damage: { basic: number; net: number; ncb_percent: number } | null;
  total_addon_premium: number;
  reason?: string;
  quote_token?: string;
};

describeWithApp('motor quotes', (ctx) => {
  const quote = async (body: unknown, headers?: Record<string, string>) =>
    ctx().app.inject({
      method: 'POST',
      url: '/v1/motor/quotes',
      headers: headers ?? { 'x-session-id': await newSession(ctx().app) },
      payload: body as object,
    });

  it('lists the vehicles by kind and the RTOs with their zones', async () => {
    const bikes = (await ctx().app.inject({ method: 'GET', url: '/v1/motor/vehicles?kind=TWO_WHEELER' })).json();
    const cars = (await ctx().app.inject({ method: 'GET', url: '/v1/motor/vehicles?kind=CAR' })).json();
    expect(bikes.length).toBeGreaterThanOrEqual(60);
    expect(cars.length).toBeGreaterThanOrEqual(60);
    expect(bikes.every((v: { kind: string }) => v.kind === 'TWO_WHEELER')).toBe(true);
    expect((await ctx().app.inject({ method: 'GET', url: '/v1/motor/vehicles?kind=TRUCK' })).statusCode).toBe(400);
    const options = (await ctx().app.inject({ method: 'GET', url: '/v1/motor/options?kind=CAR' })).json();
    expect(options.voluntary_deductibles.map((d: { amount: number }) => d.amount)).toEqual([2500, 5000, 7500, 15000]);
    expect(options.addons).toContain('ZERO_DEPRECIATION');
    const rtos = (await ctx().app.inject({ method: 'GET', url: '/v1/motor/rtos' })).json();
    expect(rtos).toContainEqual({ rto_code: 'MH-12', city: 'Pune', name: 'Pune', zone: 'A' });
  });

  it('looks a registration up in the registry (sandbox), for a session only', async () => {
    const headers = { 'x-session-id': await newSession(ctx().app) };
    const found = await ctx().app.inject({ method: 'GET', url: '/v1/motor/registrations/mh12ab1234', headers });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      registration_number: 'MH12AB1234',
      rto_code: 'MH-12',
      vehicle: { make: 'Honda', model: 'Activa 6G' },
      policy_expiry: shiftedDate(5),
    });
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/v1/motor/registrations/MH12ZZ0000', headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/v1/motor/registrations/NOT-A-PLATE', headers })).statusCode,
    ).toBe(400);
    expect((await ctx().app.inject({ method: 'GET', url: '/v1/motor/registrations/MH12AB1234' })).statusCode).toBe(401);
  });

  // Each lookup of a real registry is a paid call that tells a stranger's vehicle and policy date: a session gets 20
  // an hour (a buyer needs one or two), then 429 with Retry-After; another session is not held back by it.
  it('limits registry lookups to 20 an hour a session', async () => {
    const headers = { 'x-session-id': await newSession(ctx().app) };
    const lookUp = (number: string, h = headers) =>
      ctx().app.inject({ method: 'GET', url: `/v1/motor/registrations/${number}`, headers: h });
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push((await lookUp(`MH12ZZ${String(1000 + i)}`)).statusCode);
    expect(answers).toEqual(Array(20).fill(404));
    const refused = await lookUp('MH12AB1234');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await lookUp('MH12AB1234', { 'x-session-id': await newSession(ctx().app) })).statusCode).toBe(200);
  });

  it('quotes a 2-year-old Activa from every insurer: own damage with the bonus, the tariff third party, PA cover and GST, cheapest first', async () => {
    const res = await quote(activaQuote());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ vehicle_age_months: 26, ncb_percent: 25, expiry_days_left: 5, rto: { zone: 'A' } });
    const quotes = body.quotes as Quote[];
    expect(quotes).toHaveLength(8);
    expect(quotes.every((q) => q.eligible)).toBe(true);
    expect(quotes.map((q) => q.total_premium)).toEqual([...quotes.map((q) => q.total_premium)].sort((a, b) => a - b));
    for (const q of quotes) {
      expect(q.third_party).toEqual({ premium: 714, years: 1 });
      // Each insurer's own price for the ₹15 lakh cover (insurers.json), in the market's few hundred rupees.
      expect(q.pa_owner_driver).toBeGreaterThanOrEqual(250);
      expect(q.pa_owner_driver).toBeLessThanOrEqual(750);
      expect(q.own_damage?.ncb_percent).toBe(25);
      expect(q.gst).toBe(Math.round(q.net_premium * 0.18));
      expect(q.quote_token).toMatch(/^[\w-]+\.[\w-]+$/);
    }
  });

  it('re-quotes when the IDV, a filter or an add-on changes, each insurer keeping the IDV within its range', async () => {
    const base = (await quote(activaQuote())).json().quotes as Quote[];
    const acko = (qs: Quote[]) => qs.find((q) => q.insurer_id === 'acko')!;
    const raised = (await quote(activaQuote({ idv: acko(base).idv_max + 50_000 }))).json().quotes as Quote[];
    expect(acko(raised).idv).toBe(acko(base).idv_max);
    expect(acko(raised).own_damage!.basic).toBeGreaterThan(acko(base).own_damage!.basic);
    const zeroDep = (await quote(activaQuote({ addons: ['ZERO_DEPRECIATION'] }))).json().quotes as Quote[];
    expect(acko(zeroDep).total_addon_premium).toBeGreaterThan(0);
    expect(acko(zeroDep).total_premium).toBeGreaterThan(acko(base).total_premium);
    const thirdParty = (await quote(activaQuote({ policy_type: 'THIRD_PARTY' }))).json().quotes as Quote[];
    expect(acko(thirdParty)).toMatchObject({ own_damage: null, net_premium: 714 + 295 });
  });

  it('quotes a new Swift only as bundled cover with 3 years of third party, and shows no renewal banner', async () => {
    const swift = newSwiftQuote();
    const oneYear = (await quote({ ...swift, policy_type: 'COMPREHENSIVE' })).json();
    expect(oneYear.quotes.every((q: Quote) => !q.eligible && q.reason?.includes('3 years of third-party cover'))).toBe(
      true,
    );
    const bundled = (await quote({ ...swift, policy_type: 'BUNDLED' })).json();
    expect(bundled).toMatchObject({ vehicle_age_months: 0, ncb_percent: 0, expiry_days_left: null });
    expect(
      bundled.quotes.every((q: Quote) => q.eligible && q.third_party?.premium === 10640 && q.third_party.years === 3),
    ).toBe(true);
  });

  // A vehicle not yet registered has no third-party policy of its own to lean on: like the one-year comprehensive
  // cover, own damage alone must send it to the bundled cover. Claiming a "previous policy" with a third-party end
  // date buys a new Swift own damage only — no third party at all — with a 50% no-claim bonus on top.
  it('does not sell own damage alone for a new, unregistered vehicle, whatever previous policy is claimed', async () => {
    const res = await quote(
      newSwiftQuote({
        policy_type: 'OWN_DAMAGE',
        previous_policy: {
          expiry_date: shiftedDate(30),
          claim_last_year: 'NO',
          claim_free_years: 5,
          third_party_valid_until: shiftedDate(300),
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const sold = (res.json().quotes as Quote[]).filter((q) => q.eligible);
    expect(sold.map((q) => ({ insurer: q.insurer_id, third_party: q.third_party, own_damage: q.own_damage }))).toEqual(
      [],
    );
  });

  it('drops the bonus after a claim or a lapse of more than 90 days, and shows the banner only within 7 days of expiry', async () => {
    expect(
      (
        await quote(
          activaQuote({
            previous_policy: { expiry_date: shiftedDate(5), claim_last_year: 'YES', claim_free_years: 2 },
          }),
        )
      ).json().ncb_percent,
    ).toBe(0);
    expect(
      (
        await quote(
          activaQuote({
            previous_policy: { expiry_date: shiftedDate(-91), claim_last_year: 'NO', claim_free_years: 4 },
          }),
        )
      ).json().ncb_percent,
    ).toBe(0);
    const farOff = (
      await quote(
        activaQuote({ previous_policy: { expiry_date: shiftedDate(30), claim_last_year: 'NO', claim_free_years: 4 } }),
      )
    ).json();
    expect(farOff).toMatchObject({ ncb_percent: 45, expiry_days_left: null });
  });

  it('refuses a registration date centuries in the past, as it refuses one in the future', async () => {
    for (const registration_date of ['0001-01-01', '1901-01-01']) {
      const res = await quote(activaQuote({ registration_date }));
      expect([registration_date, res.statusCode]).toEqual([registration_date, 400]);
      expect(res.json().error.fields).toHaveProperty(['registration_date']);
    }
  });

  it('answers bad input with 400 naming the field, and asks for a session', async () => {
    const unknown = await quote(activaQuote({ vehicle_id: 'flying-car' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ vehicle_id: 'Choose your vehicle' });
    expect((await quote(activaQuote({ registration_date: shiftedDate(3) }))).json().error.fields).toEqual({
      registration_date: 'The registration date cannot be in the future',
    });
    expect((await quote(activaQuote({ policy_type: 'EVERYTHING' }))).statusCode).toBe(400);
    expect(
      (await ctx().app.inject({ method: 'POST', url: '/v1/motor/quotes', payload: activaQuote() })).statusCode,
    ).toBe(401);
  });
});
