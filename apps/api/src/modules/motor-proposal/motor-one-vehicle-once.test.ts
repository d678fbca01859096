import {
  LONG_TERM_TP_YEARS,
  THIRD_PARTY_UNTIL_LABEL,
  addDays,
  alreadyInsured,
  formatInr,
  periodEnd,
} from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import {
  ownDamageQuote,
  activaQuote,
  buyMotorPolicy,
  fillMotorProposal,
  motorOwner,
  motorJourneyFor,
  motorVehicleDetails,
  nextRegistration,
  saveMotorPart,
  newSwiftQuote,
  shiftedDate,
  signedInMotorJourney,
  boughtVehicle,
} from '../../../test/motor-fixtures.ts';
import { insurerCases, policies, policyCovers } from '../../db/schema.ts';
import { payAndReturn, refundedStatus } from '../../../test/payments.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * attack15: nothing tied a motor policy to its vehicle across journeys. A buyer who had just bought the renewal of
 * MH12AB1234 through Kavach could buy it again in a second journey — the "Buy" button of another quote, a second tab —
 * and was charged and issued a second policy for the same chassis over the same year, each priced with the same
 * no-claim bonus. One vehicle is insured once for any day: the second premium buys nothing (a claim is paid once).
 */
describeWithApp('motor: one vehicle insured once for any day, section by section (attack15, attack16)', (ctx, api) => {
  const confirm = (j: BuyerJourney) =>
    api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
  const policiesOf = async (j: BuyerJourney) =>
    (await api('GET', '/v1/users/me/dashboard', j.headers)).json().policies as {
      journey_id: string;
      policy_number: string;
      start_date: string;
      end_date: string;
    }[];

  const vehicleRefusal = async (j: BuyerJourney, vehicle: Record<string, unknown>) => {
    await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() });
    const refused = await saveMotorPart(ctx().app, j, 'save-vehicle-details', { vehicle_details: vehicle });
    expect(refused.statusCode).toBe(400);
    return refused.json().error.fields['vehicle_details.chassis_number'] as string;
  };
  const held = (policy: { policy_number?: unknown; start_date: string; end_date: string }, own = true) => ({
    policyNumber: own ? (policy.policy_number as string) : null,
    from: policy.start_date,
    to: policy.end_date,
    ownDamageInstead: false,
  });

  it('refuses, at its chassis number, a second purchase of a vehicle already insured through Kavach on those days', async () => {
    const { buyer: first, vehicle, policy } = await boughtVehicle(ctx().app);

    // The same buyer, the same vehicle, the same current policy ending in 5 days: told when the vehicle is named.
    const second = { ...(await motorJourneyFor(ctx().app, first.headers, activaQuote())), headers: first.headers };
    expect(await vehicleRefusal(second, vehicle)).toBe(alreadyInsured(held(policy)));
    expect((await policiesOf(first)).map((p) => p.journey_id)).toEqual([first.journeyId]);
  });

  it('names the policy only to its holder: another account is told the days, not the policy number', async () => {
    const { vehicle, policy } = await boughtVehicle(ctx().app);
    const stranger = await signedInMotorJourney(ctx().app, activaQuote());
    const words = await vehicleRefusal(stranger, vehicle);
    expect(words).toBe(alreadyInsured(held(policy, false)));
    expect(words).not.toContain(policy.policy_number as string);
  });

  it('refuses to confirm a purchase whose vehicle another purchase insured after it was named', async () => {
    const vehicle = motorVehicleDetails();
    const first = await signedInMotorJourney(ctx().app, activaQuote());
    const second = { ...(await motorJourneyFor(ctx().app, first.headers, activaQuote())), headers: first.headers };
    // Both proposals name the vehicle while neither is bought (two tabs); then the first is bought.
    await fillMotorProposal(ctx().app, second, vehicle);
    const { policy } = await buyMotorPolicy(ctx().app, first, vehicle);
    const refused = await confirm(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(alreadyInsured(held(policy)));
  });

  it('refunds the second of two purchases confirmed side by side, in full, saying which policy stands', async () => {
    const vehicle = motorVehicleDetails();
    const one = await signedInMotorJourney(ctx().app, activaQuote());
    const other = { ...(await motorJourneyFor(ctx().app, one.headers, activaQuote())), headers: one.headers };
    for (const j of [one, other]) {
      await fillMotorProposal(ctx().app, j, vehicle);
      expect((await confirm(j)).statusCode).toBe(200);
    }
    // Both checkouts opened before either is paid (two tabs), then both paid.
    const open = async (j: BuyerJourney) =>
      (await api('POST', '/v1/motor/payments/initiate', j.headers, { journey_id: j.journeyId })).json() as {
        payment_url: string;
        payment_attempt_id: string;
      };
    const [first, second] = [await open(one), await open(other)];
    const statusOf = async (j: BuyerJourney, attemptId: string) =>
      (await api('GET', `/v1/motor/payments/status/${j.journeyId}/${attemptId}`, j.headers)).json();
    await payAndReturn(ctx().app, first.payment_url);
    expect(await statusOf(one, first.payment_attempt_id)).toMatchObject({
      status: 'SUCCESS',
      policy_number: expect.any(String),
    });
    await payAndReturn(ctx().app, second.payment_url);
    const paidSecond = await refundedStatus(ctx().app, 'MOTOR', other, second.payment_attempt_id);
    const [standing] = await policiesOf(one);
    expect(paidSecond).toMatchObject({ status: 'FAILED', policy_number: null, no_money_taken: false });
    expect(paidSecond.failure_reason).toBe(
      `${alreadyInsured(held(standing!))}. ${formatInr(paidSecond.total_number)} has been refunded to you.`,
    );
    expect((await policiesOf(one)).map((p) => p.journey_id)).toEqual([one.journeyId]);
    // Its insurer had issued it too, and is told to cancel it: one vehicle, one policy in force at the insurers too.
    const casesOf = async (j: BuyerJourney) =>
      ctx().handle.db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    expect((await casesOf(other)).map((c) => c.status)).toEqual(['CANCELLED']);
    expect((await casesOf(one)).map((c) => c.status)).toEqual(['ISSUED']);
    // Paying the refunded purchase again the same day opens no payment: it is refused, saying why.
    const again = await api('POST', '/v1/motor/payments/initiate', other.headers, { journey_id: other.journeyId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(alreadyInsured(held(standing!)));
  });

  // attack16: the first fix keyed whole policies, so own damage was refused beside the owner's Kavach third-party
  // policy, and a bundled car's 3-year third party was invisible to a comprehensive renewal a year on.
  it('sells own damage alone to a vehicle whose third-party cover in force is a Kavach policy', async () => {
    const {
      buyer: tp,
      vehicle,
      policy: thirdParty,
    } = await boughtVehicle(ctx().app, activaQuote({ policy_type: 'THIRD_PARTY' }));
    expect(thirdParty.start_date).toBe(shiftedDate(6));

    // The same owner, the same vehicle: own damage alone, the third party in force being the Kavach policy.
    const od = {
      ...(await motorJourneyFor(ctx().app, tp.headers, ownDamageQuote(thirdParty.end_date))),
      headers: tp.headers,
    };
    // The third-party policy it sits beside is that Kavach policy, to the day its record says.
    const beside = { insurer_name: 'Acko General', policy_number: thirdParty.policy_number };
    await fillMotorProposal(ctx().app, od, { ...vehicle, third_party_policy: beside });
    const confirmed = await api('POST', '/v1/motor/journey/confirmation', od.headers, { journey_id: od.journeyId });
    expect(confirmed.json().error?.message ?? null).toBeNull();
    expect(confirmed.statusCode).toBe(200);
  });

  it('does not sell a second third-party cover for days the Kavach bundled policy still covers', async () => {
    const vehicle = motorVehicleDetails({ registration_number: null });
    const bought = await signedInMotorJourney(ctx().app, newSwiftQuote());
    const { policy: bundled, schedule } = await buyMotorPolicy(ctx().app, bought, vehicle);
    expect(schedule).toContain('Third party period');

    // 360 days later: the own-damage year ends in a few days, the bundled third party runs two more years.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 360 * 86_400_000 });
    try {
      const renewal = await signedInMotorJourney(
        ctx().app,
        newSwiftQuote({
          registration_date: bundled.start_date,
          policy_type: 'COMPREHENSIVE',
          previous_policy: { expiry_date: bundled.end_date, claim_last_year: 'NO', claim_free_years: 1 },
        }),
      );
      expect(renewal.quote.total_premium).toBeGreaterThan(0);
      // Own damage alone is what this car needs; a comprehensive cover pays for third party a second time.
      const words = await vehicleRefusal(renewal, { ...vehicle, registration_number: nextRegistration() });
      expect(words).toBe(
        alreadyInsured({
          // Another account (a new sign-in a year on): the days of the bundled policy's third party, not its number.
          policyNumber: null,
          from: bundled.start_date,
          to: periodEnd(bundled.start_date, LONG_TERM_TP_YEARS.CAR),
          ownDamageInstead: true,
        }),
      );
      expect(words).toContain(`as “${THIRD_PARTY_UNTIL_LABEL}”: own damage alone`);
    } finally {
      vi.useRealTimers();
    }
  });

  // attack19: one vehicle is insured once for any day, and the vehicle is known by its chassis number alone
  // (motor-covers.ts). A registration number belongs to one vehicle at a time, and the engine number is stamped on it:
  // the same registered vehicle named again with one character of its 17-character chassis number mistyped is another
  // vehicle to the server.
  // MH12AB1234 (engine JF50ET1234567) is bought through Kavach for the year from day 6. The same buyer buys it again
  // for the same days, the last digit of the chassis number changed (and another previous policy number): saved 200,
  // confirmed, charged and issued — the dashboard lists two policies of MH12AB1234, 04/12 to 03/12, each fully paid.
  it('refuses a second purchase of a registration and engine number already insured on those days, whatever chassis number is typed', async () => {
    const { buyer: first, vehicle, policy } = await boughtVehicle(ctx().app);

    const chassis = vehicle.chassis_number;
    const mistyped = `${chassis.slice(0, 16)}${chassis.endsWith('1') ? '2' : '1'}`;
    const second = { ...(await motorJourneyFor(ctx().app, first.headers, activaQuote())), headers: first.headers };
    await saveMotorPart(ctx().app, second, 'save-owner-details', { owner: motorOwner() });
    const saved = await saveMotorPart(ctx().app, second, 'save-vehicle-details', {
      vehicle_details: {
        ...vehicle,
        chassis_number: mistyped,
        previous_policy: { insurer_name: 'Bajaj Allianz General', policy_number: 'OG-24-55554444' },
      },
    });
    expect(saved.statusCode).toBe(400);
    expect(Object.values(saved.json().error.fields)).toContain(
      alreadyInsured({
        policyNumber: policy.policy_number as string,
        from: policy.start_date,
        to: policy.end_date,
        ownDamageInstead: false,
      }),
    );
  });

  /**
   * A new Swift bought on bundled cover (third party keyed by its chassis alone), a year on: its own damage ends in 5
   * days, its third party two years later. The renewal of its own damage alone, naming the registration it has had
   * since, is opened (not bought), so that one policy comes to know the vehicle by both names.
   */
  const bundledSwiftAYearOn = async (buyer: BuyerJourney) => {
    const vehicle = motorVehicleDetails({ registration_number: null, previous_policy: null });
    const { policy } = await buyMotorPolicy(ctx().app, buyer, vehicle);
    const [bundled] = await ctx()
      .handle.db.select()
      .from(policies)
      .where(eq(policies.policyNumber, policy.policy_number as string));
    const covers = await ctx().handle.db.select().from(policyCovers).where(eq(policyCovers.policyId, bundled!.id));
    const ownDamageEnd = covers.find((c) => c.coverKey.startsWith('OWN_DAMAGE'))!.endDate;
    const shift = daysBetween(ownDamageEnd, shiftedDate(5));
    for (const c of covers)
      await ctx()
        .handle.db.update(policyCovers)
        .set({ startDate: addDays(c.startDate, shift), endDate: addDays(c.endDate, shift) })
        .where(eq(policyCovers.id, c.id));
    const started = addDays(bundled!.startDate, shift);
    await ctx()
      .handle.db.update(policies)
      .set({ startDate: started, endDate: addDays(bundled!.endDate, shift) })
      .where(eq(policies.id, bundled!.id));
    const tp = covers.find((c) => c.coverKey.startsWith('THIRD_PARTY'))!;
    const thirdPartyEnd = addDays(tp.endDate, shift);
    const bundledThirdParty = {
      policy_number: policy.policy_number,
      start_date: addDays(tp.startDate, shift),
      end_date: thirdPartyEnd,
    };

    // Registered ten days after the purchase; own damage renewed alone beside the bundled third party.
    const registration = nextRegistration();
    const registrationDate = addDays(started, 10);
    const renewal = newSwiftQuote({
      registration_date: registrationDate,
      policy_type: 'OWN_DAMAGE',
      previous_policy: {
        expiry_date: shiftedDate(5),
        claim_last_year: 'NO',
        claim_free_years: 1,
        third_party_valid_until: thirdPartyEnd,
      },
    });
    const ownDamage = { ...(await motorJourneyFor(ctx().app, buyer.headers, renewal)), headers: buyer.headers };
    const named = { insurer_name: 'Acko General', policy_number: policy.policy_number as string };
    const renewed = {
      ...vehicle,
      registration_number: registration,
      previous_policy: named,
      third_party_policy: named,
    } as ReturnType<typeof motorVehicleDetails>;
    // Third party alone for the registered Swift, its chassis number's last digit mistyped.
    const chassis = vehicle.chassis_number;
    const mistyped = { ...renewed, chassis_number: `${chassis.slice(0, 16)}${chassis.endsWith('1') ? '2' : '1'}` };
    const thirdPartyQuote = newSwiftQuote({ registration_date: registrationDate, policy_type: 'THIRD_PARTY' });
    const thirdParty = {
      ...(await motorJourneyFor(ctx().app, buyer.headers, thirdPartyQuote)),
      headers: buyer.headers,
    };
    return { ownDamage, renewed, thirdParty, mistyped, bundledThirdParty };
  };

  // attack20: a registered vehicle's sections are keyed by chassis and by registration (motor-covers.ts), so a mistyped
  // chassis is still that vehicle. A new vehicle bought on bundled cover has no registration yet: its 3 years of third
  // party are keyed by chassis alone, and stay so when its own damage is renewed in year 2 with the registration
  // named and that very policy named as the third-party policy in force. The registered vehicle, its chassis mistyped,
  // then buys third party again for days the bundled policy holds.
  it('refuses third party again for a registered vehicle whose bundled third party runs on, whatever chassis is typed', async () => {
    const buyer = await signedInMotorJourney(ctx().app, newSwiftQuote());
    const { ownDamage, renewed, thirdParty, mistyped } = await bundledSwiftAYearOn(buyer);
    await buyMotorPolicy(ctx().app, ownDamage, renewed);

    await saveMotorPart(ctx().app, thirdParty, 'save-owner-details', { owner: motorOwner() });
    const saved = await saveMotorPart(ctx().app, thirdParty, 'save-vehicle-details', { vehicle_details: mistyped });
    expect(saved.statusCode).toBe(400);
    expect(Object.keys(saved.json().error.fields)).toEqual(['vehicle_details.registration_number']);
  });

  // The same, side by side: the third party is confirmed and its checkout opened while the own-damage renewal, which
  // ties the registration to the chassis, is not bought yet, so confirmation finds nothing. The renewal is then
  // bought, then the third party paid: issuing checked the purchase's own keys only (a chassis Kavach does not know
  // and a registration held by own damage alone), issued a second third-party policy for the vehicle, and kept
  // the money. Issuing asks under every name Kavach's records give the vehicle, as confirmation does.
  it('refunds third party paid for a vehicle whose other name a policy issued meanwhile ties to its bundled cover', async () => {
    const buyer = await signedInMotorJourney(ctx().app, newSwiftQuote());
    const { ownDamage, renewed, thirdParty, mistyped, bundledThirdParty } = await bundledSwiftAYearOn(buyer);
    await fillMotorProposal(ctx().app, thirdParty, mistyped);
    expect((await confirm(thirdParty)).statusCode).toBe(200);
    const opened = (
      await api('POST', '/v1/motor/payments/initiate', thirdParty.headers, { journey_id: thirdParty.journeyId })
    ).json() as { payment_url: string; payment_attempt_id: string };

    await buyMotorPolicy(ctx().app, ownDamage, renewed);
    await payAndReturn(ctx().app, opened.payment_url);
    const status = await refundedStatus(ctx().app, 'MOTOR', thirdParty, opened.payment_attempt_id);
    expect(status).toMatchObject({ status: 'FAILED', policy_number: null, no_money_taken: false });
    const refunded = formatInr(status.total_number);
    expect(status.failure_reason).toBe(
      `${alreadyInsured(held(bundledThirdParty))}. ${refunded} has been refunded to you.`,
    );
    expect((await policiesOf(buyer)).map((p) => p.journey_id)).not.toContain(thirdParty.journeyId);
  });

  // attack20: a registered vehicle is keyed by its registration too (motor-covers.ts, `REG-<registration>`), so a
  // mistyped chassis number is still that vehicle. The registration is keyed as typed, case, spaces and dashes aside;
  // but an RTO's number is read with or without its leading zero (registrationRto: MH1AB1234 and MH01AB1234 are both
  // RTO MH-01), and the key is not: the same vehicle typed "MH1…" is another vehicle to the server.
  // MH01…, insured through Kavach for the year from day 6, named again by the same buyer for the same days as
  // MH1… (the chassis number's last digit mistyped): saved 200, on to the nominee step, as a second vehicle.
  it('refuses a registration already insured on those days when typed without its RTO’s leading zero', async () => {
    const mumbai = activaQuote({ rto_code: 'MH-01' });
    const vehicle = motorVehicleDetails({ registration_number: nextRegistration('MH01') });
    const first = await signedInMotorJourney(ctx().app, mumbai);
    const { policy } = await buyMotorPolicy(ctx().app, first, vehicle);

    const chassis = vehicle.chassis_number;
    const mistyped = `${chassis.slice(0, 16)}${chassis.endsWith('1') ? '2' : '1'}`;
    const second = { ...(await motorJourneyFor(ctx().app, first.headers, mumbai)), headers: first.headers };
    await saveMotorPart(ctx().app, second, 'save-owner-details', { owner: motorOwner() });
    const saved = await saveMotorPart(ctx().app, second, 'save-vehicle-details', {
      vehicle_details: {
        ...vehicle,
        registration_number: vehicle.registration_number.replace('MH01', 'MH1'),
        chassis_number: mistyped,
        previous_policy: { insurer_name: 'Bajaj Allianz General', policy_number: 'OG-24-55556666' },
      },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toEqual({
      'vehicle_details.registration_number': alreadyInsured({
        policyNumber: policy.policy_number as string,
        from: policy.start_date,
        to: policy.end_date,
        ownDamageInstead: false,
      }),
    });
  });
});
