import { conditionNotCovered } from '@kavach/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys } from '../../db/schema.ts';
import { expectScheduleSays, payAndExpectCharged } from '../../../test/payments.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { familyOfFour, quoteRequest } from '../../../test/health-fixtures.ts';
import {
  declaring,
  healthContact,
  journeyConfig,
  membersStep,
  signedInFamilyJourney,
  spouseNominee,
} from '../../../test/proposal-fixtures.ts';

/**
 * docs/decisions.md §4a: "the premium shown on the quote card is the premium charged, unless the proposal changes the
 * risk (declared conditions), and then the change is shown with its reason before payment". A buyer quotes with no
 * existing disease (the cheapest price), then declares diabetes and heart disease in the plan's medical declaration:
 * the journey is priced for them as the declaration is saved, and a plan that declines one is not sold.
 */
describeWithApp('health conditions declared in the proposal', (ctx, api) => {
  type J = { journeyId: string; planId: string; headers: Record<string, string> };
  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    api('POST', `/v1/health/journey/${url}`, headers, payload);
  const premiumOf = async (j: J) =>
    (await api('GET', `/v1/health/journey/aggregated-premium-details/${j.journeyId}`, j.headers)).json();
  /** The journey's state: CONFIRMED, or INITIATED (back to review). */
  const statusOf = async (j: J) =>
    (await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId)))[0]?.status;

  /** A family journey on this plan (quoted with NO_EXISTING_DISEASE), proposal saved up to the declaration. */
  async function throughContact(
    planId: string,
    proposerChanges: Record<string, unknown> = {},
    contact: Record<string, unknown> = healthContact,
  ): Promise<J> {
    const { app } = ctx();
    const j = await signedInFamilyJourney(app, planId);
    for (const [url, payload] of [
      ['save-insured-member-details', membersStep(j.journeyId, await journeyConfig(app, j), proposerChanges)],
      ['save-nominee-details', { journey_id: j.journeyId, nominee_list: [spouseNominee] }],
      ['save-contact-details', { journey_id: j.journeyId, contact_details: contact }],
    ] as const) {
      const res = await post(url, payload, j.headers);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    return j;
  }

  /**
   * What the rating engine charges this family on this plan with these conditions on the quote (a single quote): on
   * the buyer (SELF), who declares them in these tests, or on no member named (`whole`), which loads every member.
   */
  async function ratedWith(planId: string, peds: string[], whole = false) {
    const conditions = peds.filter((p) => p !== 'NO_EXISTING_DISEASE');
    const { app } = ctx();
    return app.inject({
      method: 'POST',
      url: '/v1/health/single-quote',
      headers: { 'x-session-id': await newSession(app) },
      payload: quoteRequest({
        request_type: 'BASE_SINGLE_QUOTATION',
        plan_id: planId,
        member_covered: familyOfFour.map((m) =>
          m.relation === 'SELF' && !whole && conditions.length > 0 ? { ...m, ped_list: conditions } : m,
        ),
        ped_list: peds,
      }),
    });
  }
  const ratedTotal = async (planId: string, peds: string[], whole = false) => {
    const res = await ratedWith(planId, peds, whole);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().quotation_list[0].periodic_premium_breakups.total_premium as number;
  };

  it('charges the loading of diabetes and heart disease declared in the proposal, not the quote card premium', async () => {
    const j = await throughContact('health-guard');
    const quoted = (await premiumOf(j)).premium_summary.total_premium as number;
    expect(quoted).toBe(await ratedTotal(j.planId, ['NO_EXISTING_DISEASE']));
    const loaded = await ratedTotal(j.planId, ['DIABETES', 'HEART_DISEASE']);
    expect(loaded).toBeGreaterThan(quoted); // health-guard: +20 % diabetes, +35 % heart disease
    // Only the buyer's share is loaded, not the family's.
    expect(loaded).toBeLessThan(await ratedTotal(j.planId, ['DIABETES', 'HEART_DISEASE'], true));

    const saved = await post('save-medical-declaration', declaring(j, ['DIABETES', 'HEART_DISEASE']), j.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    // Before payment the buyer sees the premium for the risk they declared, and why it moved from the quote card.
    const after = await premiumOf(j);
    expect(after.premium_summary.total_premium).toBe(loaded);
    expect(after.premium_changes).toEqual([
      { reason: 'Conditions you declared: Diabetes (Self), Heart Disease (Self)', amount: loaded - quoted },
    ]);

    // Confirmation prices it the same way (no flip back to the quote card), and payment charges exactly that.
    const confirmed = await post('confirmation', { journey_id: j.journeyId }, j.headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().total_premium).toBe(loaded);
    const paid = await payAndExpectCharged(ctx(), 'HEALTH', j, loaded);
    // The schedule states what was declared, in the declaration's words, and the loading each added.
    await expectScheduleSays(
      await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers),
      `health-policy-${paid.policy_number}.pdf`,
      [
        'Health conditions declared',
        'Rahul Kulkarni: Diabetes, Heart disease',
        'Premium loading: Diabetes +20% (Rahul Kulkarni), Heart Disease +35% (Rahul Kulkarni)',
        "Declared conditions are covered after the plan's waiting period of",
      ],
    );
  });

  it('keeps the quote card premium for a declaration of no conditions, and the same answers saved again change nothing', async () => {
    const j = await throughContact('health-guard');
    const quoted = await premiumOf(j);
    expect((await post('save-medical-declaration', declaring(j, []), j.headers)).statusCode).toBe(200);
    expect(await premiumOf(j)).toEqual(quoted);
    expect(quoted.premium_changes).toEqual([]);

    expect((await post('save-medical-declaration', declaring(j, ['DIABETES']), j.headers)).statusCode).toBe(200);
    const loaded = await premiumOf(j);
    expect(loaded.premium_summary.total_premium).toBe(await ratedTotal(j.planId, ['DIABETES']));
    expect((await post('confirmation', { journey_id: j.journeyId }, j.headers)).statusCode).toBe(200);
    // The same declaration again: same price, and the confirmation stands.
    expect((await post('save-medical-declaration', declaring(j, ['DIABETES']), j.headers)).statusCode).toBe(200);
    expect(await premiumOf(j)).toEqual(loaded);
    expect(await statusOf(j)).toBe('CONFIRMED');
  });

  it('sends a confirmed journey back to review when its declaration adds a condition, at the new price', async () => {
    const j = await throughContact('health-guard');
    expect((await post('save-medical-declaration', declaring(j, []), j.headers)).statusCode).toBe(200);
    expect((await post('confirmation', { journey_id: j.journeyId }, j.headers)).statusCode).toBe(200);
    const opened = await api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId });
    expect(opened.statusCode).toBe(200);

    expect((await post('save-medical-declaration', declaring(j, ['HEART_DISEASE']), j.headers)).statusCode).toBe(200);
    expect(await statusOf(j)).toBe('INITIATED');
    const heart = await ratedTotal(j.planId, ['HEART_DISEASE']);
    expect((await premiumOf(j)).premium_summary.total_premium).toBe(heart);
    const confirmed = await post('confirmation', { journey_id: j.journeyId }, j.headers);
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', total_premium: heart });
  });

  it('does not sell a plan that declines a condition the proposal declares', async () => {
    const planId = 'happy-family-floater'; // HEART_DISEASE: decline
    const declined = await ratedWith(planId, ['HEART_DISEASE']);
    expect(declined.statusCode).toBe(400); // the rating engine will not quote it
    // This plan's proposal form (the 'minimal' journey config) collects no occupation, income or area.
    const j = await throughContact(
      planId,
      { occupation: undefined, income: undefined },
      { ...healthContact, area: undefined },
    );
    const quoted = await premiumOf(j);
    const saved = await post('save-medical-declaration', declaring(j, ['DIABETES', 'HEART_DISEASE']), j.headers);
    // What the buyer reads beside the conditions question: the plan cannot cover heart disease; choose another plan.
    const refusal = conditionNotCovered(['Heart disease']);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: refusal,
      fields: { 'medical.SELF.PED_CONDITIONS': refusal },
    });
    expect(await premiumOf(j)).toEqual(quoted);
    const confirmed = await post('confirmation', { journey_id: j.journeyId }, j.headers);
    expect(confirmed.statusCode).toBe(409); // the declaration was not stored: the proposal is incomplete
    expect(confirmed.json().error.fields).toHaveProperty('medical');

    // A declaration stored before declined conditions were refused on save is refused at confirmation, saying why.
    await ctx()
      .handle.db.update(journeys)
      .set({
        proposal: sql`${journeys.proposal} || ${JSON.stringify({
          medical: declaring(j, ['HEART_DISEASE']).plan_specific_medical_declarations[0]!
            .member_specific_medical_declarations,
        })}::jsonb`,
      })
      .where(eq(journeys.id, j.journeyId));
    const stale = await post('confirmation', { journey_id: j.journeyId }, j.headers);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(conditionNotCovered(['Heart Disease']));
    expect(await statusOf(j)).toBe('INITIATED');
  });
});
