import { premiumChanged } from '@kavach/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys } from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import {
  afterInspection,
  activaQuote,
  buyMotorPolicy,
  motorJourneyFor,
  motorNominee,
  motorOwner,
  motorVehicleDetails,
  newSwiftQuote,
  saveMotorPart,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { expectOnlyPolicy, payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { describeWithApp, newSession, type BuyerJourney } from '../../../test/test-app.ts';

describeWithApp('motor proposal and purchase', (ctx, api) => {
  const save = (j: BuyerJourney, step: string, body: Record<string, unknown>) =>
    saveMotorPart(ctx().app, j, step, body);

  it('buys comprehensive cover for a 2-year-old Activa: the quoted premium is charged, an insurer-issued policy and its schedule', async () => {
    const j = await signedInMotorJourney(ctx().app);
    expect((await save(j, 'save-owner-details', { owner: motorOwner() })).json().journey_step).toBe('VEHICLE');
    expect(
      (
        await save(j, 'save-vehicle-details', {
          vehicle_details: motorVehicleDetails({
            chassis_number: 'ME4JF50AKLT123456',
            registration_number: 'MH12AB1234',
          }),
        })
      ).json().journey_step,
    ).toBe('NOMINEE');
    expect((await save(j, 'save-nominee-details', { nominee: motorNominee })).json().journey_step).toBe('DOCUMENTS');
    const details = (await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
    // The sandbox CKYC finds the PAN (fifth letter K): the proposal is ready for review.
    expect(details).toMatchObject({
      journey_step: 'REVIEW',
      policy_type: 'COMPREHENSIVE',
      vehicle: { make: 'Honda', model: 'Activa 6G' },
      has_previous_policy: true,
      cover: { third_party: { premium: 714, years: 1 } },
    });
    expect(details.premium.premium_summary.total_premium).toBe(j.quote.total_premium);

    expect(
      (await api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId })).json(),
    ).toMatchObject({ status: 'CONFIRMED', total_premium: j.quote.total_premium });
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    expect(status).toMatchObject({ status: 'SUCCESS', total_number: j.quote.total_premium });
    expect(status.policy_number).toMatch(/^[A-Z-]+-M-\d{4}-[0-9A-F]{8}$/);

    await expectOnlyPolicy(ctx().app, 'MOTOR', j, status.policy_number, {
      schedule: {
        file: `motor-policy-${status.policy_number}.pdf`,
        says: [
          'Motor Insurance Policy Schedule',
          status.policy_number,
          'Honda Activa 6G',
          'MH12AB1234',
          'ME4JF50AKLT123456',
          'Insured declared value',
          'No-claim bonus: 25%',
          'Third party: Rs. 714 for 1 year',
          'GST (18%)',
          'Priya Kulkarni',
        ],
      },
      listed: { plan_name: 'Comprehensive cover: Honda Activa 6G', members: ['Rahul Kulkarni'] },
    });
  });

  it('a new car needs no registration number or previous policy, and is bundled with 3 years of third party', async () => {
    const swift = newSwiftQuote({ addons: ['ZERO_DEPRECIATION'] });
    const j = await signedInMotorJourney(ctx().app, swift);
    expect(
      (
        await save(j, 'save-vehicle-details', {
          vehicle_details: motorVehicleDetails({
            registration_number: null,
            previous_policy: null,
            chassis_number: 'MA3EZDE1S00123456',
            engine_number: 'K12NP1234567',
          }),
        })
      ).statusCode,
    ).toBe(200);
    const details = (await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
    expect(details).toMatchObject({ has_previous_policy: false, cover: { third_party: { premium: 10640, years: 3 } } });
  });

  it('checks the numbers: a chassis number is 17 characters without I, O or Q; a registered vehicle needs its number', async () => {
    const j = await signedInMotorJourney(ctx().app);
    const badChassis = await save(j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ chassis_number: 'ME4JF50AKLT12345O' }),
    });
    expect(badChassis.statusCode).toBe(400);
    expect(badChassis.json().error.fields['vehicle_details.chassis_number']).toBe(
      'A chassis number has 17 letters and digits (no I, O or Q)',
    );
    const noNumber = await save(j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ registration_number: null }),
    });
    expect(noNumber.json().error.fields).toEqual({
      'vehicle_details.registration_number': 'Enter the registration number',
    });
    const noPrevious = await save(j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ previous_policy: null }),
    });
    expect(noPrevious.statusCode).toBe(400);
    const minor = await save(j, 'save-nominee-details', { nominee: { ...motorNominee, age: 9 } });
    expect(minor.json().error.fields['nominee.appointee_name']).toBe(
      'Since the nominee is under 18 years, an appointee is required.',
    );
    // Confirmation names what is missing.
    const early = await api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
    expect(early.statusCode).toBe(409);
    expect(Object.keys(early.json().error.fields).sort()).toEqual(['kyc', 'nominee', 'owner', 'vehicle']);
  });

  // The premium's own-damage rate is the quote's RTO zone (MH-04 Thane is zone B, MH-12 Pune zone A). The proposal
  // then takes a registration number of another RTO: the buyer pays zone B and the schedule prints a Pune number
  // beside "RTO MH-04" — cover the insurer can void for misrepresentation.
  it('refuses a registration number of another RTO than the one the premium was priced for', async () => {
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    const pune = (await api('POST', '/v1/motor/quotes', visitor, activaQuote())).json();
    const thane = (await api('POST', '/v1/motor/quotes', visitor, activaQuote({ rto_code: 'MH-04' }))).json();
    expect([pune.rto.zone, thane.rto.zone]).toEqual(['A', 'B']);
    const cheapest = (list: { quotes: { total_premium: number }[] }) => list.quotes[0]!.total_premium;
    expect(cheapest(thane)).toBeLessThan(cheapest(pune));

    const j = await signedInMotorJourney(ctx().app, activaQuote({ rto_code: 'MH-04' }));
    expect((await save(j, 'save-owner-details', { owner: motorOwner() })).statusCode).toBe(200);
    const saved = await save(j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ registration_number: 'MH12AB1234' }),
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toHaveProperty(['vehicle_details.registration_number']);
  });

  it('starts a signed-in buyer’s next motor proposal with what they gave before, and the number looked up (issue 48)', async () => {
    const details = async (j: BuyerJourney) =>
      (await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
    const first = await signedInMotorJourney(ctx().app);
    // A first proposal: only the account's name and login mobile are known; no number was looked up.
    const fresh = await details(first);
    expect(fresh.known_owner).toEqual({ full_name: 'Rahul Kulkarni', mobile: expect.stringMatching(/^\d{10}$/) });
    expect(fresh.quoted_registration_number).toBeNull();
    const owner = motorOwner({ full_name: 'Asha Kulkarni', pan_number: 'BBBPK5678L', gender: 'FEMALE' });
    expect((await save(first, 'save-owner-details', { owner })).statusCode).toBe(200);
    expect((await details(first)).known_owner).toEqual({});

    // The next one, for the registry's MH12AB1234: the owner as given before, the login's mobile, the number.
    const { journeyId } = await motorJourneyFor(
      ctx().app,
      first.headers,
      activaQuote({ registration_number: 'MH12AB1234' }),
    );
    const next = await details({ journeyId, headers: first.headers });
    expect(next.known_owner).toEqual({
      full_name: 'Asha Kulkarni',
      dob: owner.dob,
      gender: 'FEMALE',
      pan_number: 'BBBPK5678L',
      mobile: fresh.known_owner.mobile,
      email: owner.email,
      address_1: owner.address_1,
      city: owner.city,
      state: owner.state,
      pincode: owner.pincode,
    });
    expect(next.quoted_registration_number).toBe('MH12AB1234');
    // Another buyer's proposal says nothing of hers.
    const stranger = await details(await signedInMotorJourney(ctx().app));
    expect(stranger.known_owner).not.toHaveProperty('pan_number');
  });

  it('refuses a tampered or foreign quote token, a health URL for a motor journey, and a stranger', async () => {
    const j = await signedInMotorJourney(
      ctx().app,
      activaQuote({ previous_policy: { expiry_date: shiftedDate(30), claim_last_year: 'NO', claim_free_years: 1 } }),
    );
    expect((await api('GET', `/v1/health/journey/kyc-status/${j.journeyId}`, j.headers)).statusCode).toBe(404);
    const stranger = { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id };
    expect((await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, stranger)).statusCode).toBe(404);
    expect(
      (await save({ journeyId: j.journeyId, headers: stranger }, 'save-owner-details', { owner: motorOwner() }))
        .statusCode,
    ).toBe(404);
    const [payload, signature] = j.quote.quote_token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        request: { ...activaQuote(), insurer_id: 'acko', idv: 1 },
      }),
    ).toString('base64url');
    const tampered = await api('POST', '/v1/motor/journey/initiate-journey', j.headers, {
      quote_id: j.quote.quote_id,
      plan_id: j.quote.plan_id,
      insurer_id: j.quote.insurer_id,
      quote_token: `${forged}.${signature}`,
    });
    expect(tampered.statusCode).toBe(400);
  });

  // An attacker's review found a motor journey priced once, when it started: a buyer coming back 100 days later, the
  // previous policy lapsed 95 days ago (the bonus goes 90 days after expiry), was charged and issued the 25% bonus of
  // the day they started. Confirmation prices the journey again on its day.
  it('does not charge or issue a no-claim bonus the lapsed previous policy no longer earns', async () => {
    const j = await signedInMotorJourney(ctx().app);
    await save(j, 'save-owner-details', { owner: motorOwner() });
    await save(j, 'save-vehicle-details', { vehicle_details: motorVehicleDetails() });
    await save(j, 'save-nominee-details', { nominee: motorNominee });

    // 100 days pass: the journey's stored dates are what they would be had it been started 100 days ago (the
    // previous policy that ended 5 days after the start ended 95 days ago; the vehicle is 100 days older).
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    const request = row!.quoteRequest as Record<string, any>;
    await ctx()
      .handle.db.update(journeys)
      .set({
        quoteRequest: {
          ...request,
          registration_date: shiftedDate(-100, -26),
          previous_policy: { ...request.previous_policy, expiry_date: shiftedDate(-95) },
        } as never,
        createdAt: sql`now() - interval '100 days'`,
      })
      .where(eq(journeys.id, j.journeyId));

    // Confirmation prices the journey as its facts stand today: the bonus has lapsed, so the premium the buyer
    // reviewed is not the one they would be charged. Refused, and the journey now holds the price it earns.
    const confirm = () => api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
    const refused = await confirm();
    expect(refused.statusCode).toBe(409);
    const review = (await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
    const repriced = review.premium.premium_summary.total_premium as number;
    expect(repriced).toBeGreaterThan(j.quote.total_premium);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: premiumChanged(repriced) });
    // The review itemises the cover as charged: no bonus, and lines that add up to the new total.
    expect(review.cover).toMatchObject({ total_premium: repriced, own_damage: { ncb_percent: 0, ncb_discount: 0 } });

    // Having reviewed it, the buyer confirms again: at the new premium, which is what the gateway charges.
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', total_premium: repriced });
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    expect(status).toMatchObject({ status: 'SUCCESS', total_number: repriced });
    // Its cover lapsed 95 days ago: a break-in, issued once the insurer has the inspection photos.
    await afterInspection(ctx().app, j);
    const pdf = await api('GET', `/v1/motor/policy/download/${j.journeyId}`, j.headers);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    // The policy starts tomorrow, 96 days after the previous one ended: no no-claim bonus, and not charged as one.
    expect(text).toContain('No-claim bonus: None');
    expect(text).not.toContain('No-claim bonus: 25%');
  });
  it('refuses an owner (the proposer) born in the future or under 18, as the health proposal refuses its proposer', async () => {
    const j = await signedInMotorJourney(ctx().app);
    for (const dob of [shiftedDate(0, 12), '2999-12-31', shiftedDate(0, -12 * 10)]) {
      const saved = await save(j, 'save-owner-details', { owner: motorOwner({ dob }) });
      expect(saved.statusCode, `owner born ${dob}`).toBe(400);
      expect(saved.json().error.fields).toHaveProperty(['owner.dob']);
    }
    const details = (await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
    expect(details.owner).toBeNull();
  });
  it('prints a financier named in Devanagari on the schedule as typed, never as mojibake', async () => {
    const financier = 'जनता सहकारी बँक';
    const j = await signedInMotorJourney(ctx().app);
    await save(j, 'save-owner-details', { owner: motorOwner() });
    const saved = await save(j, 'save-vehicle-details', { vehicle_details: motorVehicleDetails({ financier }) });
    // Refusing text the schedule cannot print would be an answer too; accepting it promises to print it.
    if (saved.statusCode === 400) return;
    expect(saved.statusCode).toBe(200);
    await save(j, 'save-nominee-details', { nominee: motorNominee });
    expect(
      (await api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    expect(status.status).toBe('SUCCESS');
    const pdf = await api('GET', `/v1/motor/policy/download/${j.journeyId}`, j.headers);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf)).toContain(`Hypothecated to: ${financier}`);
  });
});

/**
 * attack16: a third-party-only motor policy covers the owner's liability to others and nothing of the vehicle, and
 * its premium has no own-damage part. Its schedule still prints "Insured declared value (IDV) Rs. …" and the
 * dashboard "Sum insured ₹…": the buyer holds a document stating their scooter is insured for a value no insurer
 * will pay on theft or damage.
 */
describeWithApp('motor: third-party-only cover states no insured value (attack16)', (ctx) => {
  it('states no insured value, on the schedule or the dashboard, for a policy with no own-damage cover', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote({ policy_type: 'THIRD_PARTY' }));
    const { schedule, policy } = await buyMotorPolicy(ctx().app, j);
    expect(schedule).toContain('Cover: Third party only');
    expect(schedule).not.toContain('Insured declared value');
    // Nor does the dashboard state a sum insured for it.
    expect(policy.sum_insured).toBeNull();
  });
});
