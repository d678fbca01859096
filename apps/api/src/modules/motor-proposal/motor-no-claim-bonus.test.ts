import { previousPolicyWords } from '@kavach/domain';
import { expect, it, vi } from 'vitest';
import {
  activaQuote,
  buyMotorPolicy,
  motorJourneyFor,
  motorNominee,
  motorOwner,
  motorVehicleDetails,
  saveMotorPart,
  shiftedDate,
  signedInMotorJourney,
  boughtVehicle,
} from '../../../test/motor-fixtures.ts';
import { payConfirmedJourney, scheduleText } from '../../../test/payments.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

/**
 * attack18: the no-claim bonus is a discount on own damage earned by a finished year of own-damage cover without a
 * claim (IRDAI tariff GR 27). The quote takes the buyer's word for it — the previous policy's end, whether a claim was
 * made and the claim-free years — and never asks whether that policy insured own damage at all. When the previous
 * policy the buyer names is one Kavach issued, the server holds its cover and its dates, and still prices and issues
 * the renewal with the declared bonus.
 */
describeWithApp('motor: the no-claim bonus a renewal is priced with (attack18)', (ctx, api) => {
  const DAY = 86_400_000;
  const PREVIOUS_NUMBER = 'vehicle_details.previous_policy.policy_number';

  /**
   * What the buyer ends up holding when they try to buy `j` naming `previousPolicy`: the schedule's text once the
   * proposal is saved, confirmed (once more if the first confirmation re-priced it) and paid, or null if it is refused
   * on the way. Whatever the server does about a bonus not earned, a schedule granting it must not come out.
   */
  async function scheduleBought(j: BuyerJourney, vehicle: Record<string, unknown>) {
    for (const [step, body] of [
      ['save-owner-details', { owner: motorOwner() }],
      ['save-vehicle-details', { vehicle_details: vehicle }],
      ['save-nominee-details', { nominee: motorNominee }],
    ] as const) {
      const saved = await saveMotorPart(ctx().app, j, step, body);
      expect(saved.statusCode).toBeLessThan(500);
      if (saved.statusCode !== 200) return { refused: saved.json().error.fields as Record<string, string> };
    }
    const confirm = () => api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
    let confirmed = await confirm();
    if (confirmed.statusCode === 409) confirmed = await confirm();
    expect(confirmed.statusCode).toBeLessThan(500);
    if (confirmed.statusCode !== 200) return { refused: { confirmation: confirmed.json().error.message as string } };
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    if (status.status !== 'SUCCESS' || !status.policy_number) return { refused: { payment: String(status.status) } };
    return { schedule: await scheduleText(ctx().app, 'MOTOR', j) };
  }

  // A third-party-only policy insures no own damage, so it earns no bonus. The Activa's third party is bought through
  // Kavach (Acko, a year from day 6); a year on, the owner renews it as comprehensive, names that Kavach policy as the
  // previous one and says "one claim-free year". The server knows the policy it names covered third party alone, yet
  // the renewal is confirmed, charged and issued with "No-claim bonus: 20%".
  it('refuses a no-claim bonus on the renewal of a third-party-only policy Kavach issued', async () => {
    const {
      buyer: tp,
      vehicle,
      policy,
      schedule,
    } = await boughtVehicle(ctx().app, activaQuote({ policy_type: 'THIRD_PARTY' }));
    expect(schedule).toContain('Cover: Third party only');
    expect(schedule).not.toContain('Own damage');

    const registered = activaQuote().registration_date;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 360 * DAY });
    try {
      const renewal = activaQuote({
        registration_date: registered,
        previous_policy: { expiry_date: policy.end_date, claim_last_year: 'NO', claim_free_years: 1 },
      });
      const j = { ...(await motorJourneyFor(ctx().app, tp.headers, renewal)), headers: tp.headers };
      const bought = await scheduleBought(j, {
        ...vehicle,
        previous_policy: { insurer_name: policy.insurer_name, policy_number: policy.policy_number },
      });
      // Refused where the previous policy is named, saying why and what to do.
      expect(bought).toEqual({
        refused: { [PREVIOUS_NUMBER]: previousPolicyWords.noOwnDamage(policy.policy_number as string) },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  // The bonus survives a lapse of at most 90 days (NCB_LAPSE_DAYS). The Activa's comprehensive cover is bought through
  // Kavach and runs out; 200 days after it ended, the owner renews, names that Kavach policy as the previous one and
  // says it ended 10 days ago with three claim-free years. The server holds the policy's real end, 200 days back, and
  // still prices, charges and issues the renewal with "No-claim bonus: 35%" instead of none.
  it('refuses a no-claim bonus when the Kavach policy named as the previous one lapsed more than 90 days ago', async () => {
    const { buyer: first, vehicle, policy } = await boughtVehicle(ctx().app);

    const registered = activaQuote().registration_date;
    const lapsedBy = 200;
    const today = Date.parse(`${policy.end_date}T12:00:00+05:30`) + lapsedBy * DAY;
    vi.useFakeTimers({ toFake: ['Date'], now: today });
    try {
      const renewal = activaQuote({
        registration_date: registered,
        previous_policy: { expiry_date: shiftedDate(-10), claim_last_year: 'NO', claim_free_years: 3 },
      });
      const j = { ...(await motorJourneyFor(ctx().app, first.headers, renewal)), headers: first.headers };
      const bought = await scheduleBought(j, {
        ...vehicle,
        previous_policy: { insurer_name: policy.insurer_name, policy_number: policy.policy_number },
      });
      expect(bought).toEqual({
        refused: { [PREVIOUS_NUMBER]: previousPolicyWords.otherEnd(policy.policy_number as string, policy.end_date) },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  // A previous policy's bonus goes to one renewal: the vehicle it insured, or one new vehicle it is transferred to when
  // that one is sold. Two vehicles (two registrations, two chassis) each renewed naming the same previous policy, five
  // claim-free years, are both confirmed, charged and issued with "No-claim bonus: 50%".
  it('refuses the no-claim bonus of one previous policy to a second vehicle', async () => {
    const renewal = activaQuote({
      previous_policy: { expiry_date: shiftedDate(5), claim_last_year: 'NO', claim_free_years: 5 },
    });
    const previous = { insurer_name: 'Bajaj Allianz General', policy_number: 'OG-24-7777-0001' };
    const first = await signedInMotorJourney(ctx().app, renewal);
    const { schedule } = await buyMotorPolicy(ctx().app, first, motorVehicleDetails({ previous_policy: previous }));
    expect(schedule).toContain('No-claim bonus: 50%');

    const second = { ...(await motorJourneyFor(ctx().app, first.headers, renewal)), headers: first.headers };
    // The same number as another insurer prints it, with slashes for dashes, is the same policy.
    const bought = await scheduleBought(
      second,
      motorVehicleDetails({
        registration_number: 'MH12ZZ9999',
        engine_number: 'JF50ET7654321',
        previous_policy: { ...previous, policy_number: previous.policy_number.replaceAll('-', '/') },
      }),
    );
    expect(bought).toEqual({ refused: { [PREVIOUS_NUMBER]: previousPolicyWords.bonusUsed() } });
  });

  // The record also lets an honest renewal through: one step up from the bonus the Kavach policy carried.
  it('takes a Kavach policy’s bonus one step up a year on, for the vehicle it insured only', async () => {
    const vehicle = motorVehicleDetails();
    const first = await signedInMotorJourney(
      ctx().app,
      activaQuote({ previous_policy: { expiry_date: shiftedDate(5), claim_last_year: 'NO', claim_free_years: 1 } }),
    );
    const { policy, schedule } = await buyMotorPolicy(ctx().app, first, vehicle);
    expect(schedule).toContain('No-claim bonus: 20%');
    const named = { insurer_name: policy.insurer_name, policy_number: policy.policy_number };

    const registered = activaQuote().registration_date;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 360 * DAY });
    try {
      const renewalSaying = async (claimFreeYears: number, details: Record<string, unknown>) => {
        const quote = activaQuote({
          registration_date: registered,
          previous_policy: { expiry_date: policy.end_date, claim_last_year: 'NO', claim_free_years: claimFreeYears },
        });
        const j = await signedInMotorJourney(ctx().app, quote);
        await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() });
        return saveMotorPart(ctx().app, j, 'save-vehicle-details', { vehicle_details: details });
      };
      const fields = async (saved: Promise<{ json: () => { error: { fields: unknown } } }>) =>
        (await saved).json().error.fields;
      // Three claim-free years (35%) claims two steps over the 20% it carried.
      expect(await fields(renewalSaying(3, { ...vehicle, previous_policy: named }))).toEqual({
        [PREVIOUS_NUMBER]: previousPolicyWords.bonusAbove(named.policy_number as string, 20, 25),
      });
      // Another vehicle cannot name it.
      expect(await fields(renewalSaying(2, { ...motorVehicleDetails(), previous_policy: named }))).toEqual({
        [PREVIOUS_NUMBER]: previousPolicyWords.otherVehicle(named.policy_number as string),
      });
      // Two years (25%), the step one claim-free year earns, on its own vehicle: saved.
      expect((await renewalSaying(2, { ...vehicle, previous_policy: named })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  // attack19: a Kavach policy named as the previous one is checked against Kavach's record (previous-kavach-policy.ts),
  // found by its number with case and spaces set aside. The number is printed with dashes (KV-M-2026-7K3M9QX2), and the
  // field takes letters, digits, "/" and "-": the same number typed without its dashes, or with slashes, finds no
  // record, is taken for another insurer's policy and is checked for nothing; its no-claim bonus key is another key.
  // The Activa's comprehensive policy is bought through Kavach. A second vehicle's renewal names that policy,
  // claiming five claim-free years (50%). Written as issued, it is refused: it does not insure this vehicle. Written
  // KVM2026… or KV/M/2026/…, it is saved 200, then confirmed, charged and issued with "No-claim bonus: 50%" and
  // "Previous policy …, policy KVM2026…" on the schedule.
  it('refuses a Kavach policy of another vehicle named without its dashes or with slashes, as it refuses it written as issued', async () => {
    const first = await signedInMotorJourney(ctx().app, activaQuote());
    const { policy } = await buyMotorPolicy(ctx().app, first);
    const issued = policy.policy_number as string;
    const renewal = activaQuote({
      previous_policy: { expiry_date: shiftedDate(5), claim_last_year: 'NO', claim_free_years: 5 },
    });

    const namingIt = async (written: string) => {
      const j = { ...(await motorJourneyFor(ctx().app, first.headers, renewal)), headers: first.headers };
      await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() });
      const saved = await saveMotorPart(ctx().app, j, 'save-vehicle-details', {
        vehicle_details: motorVehicleDetails({
          previous_policy: { insurer_name: policy.insurer_name, policy_number: written },
        }),
      });
      return { status: saved.statusCode, fields: saved.statusCode === 200 ? null : saved.json().error.fields };
    };
    const refused = {
      status: 400,
      fields: { 'vehicle_details.previous_policy.policy_number': previousPolicyWords.otherVehicle(issued) },
    };
    expect(await namingIt(issued)).toEqual(refused);
    expect(await namingIt(issued.replaceAll('-', ''))).toEqual(refused);
    expect(await namingIt(issued.replaceAll('-', '/'))).toEqual(refused);
    // A number in Kavach's format that Kavach never issued is no outside policy either.
    expect(await namingIt('kv-m-2026-zzzzzzzz')).toEqual({
      status: 400,
      fields: { 'vehicle_details.previous_policy.policy_number': previousPolicyWords.notIssued('KV-M-2026-ZZZZZZZZ') },
    });
  });
});
