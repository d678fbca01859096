import { expect, it } from 'vitest';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { familyOfFour, quoteRequest } from '../../../test/health-fixtures.ts';
import {
  healthContact,
  journeyConfig,
  membersStep,
  signedInFamilyJourney,
  spouseNominee,
} from '../../../test/proposal-fixtures.ts';

/**
 * attack8: DESIGN.md §4a — "the premium shown on the quote card is the premium charged, unless the proposal changes
 * the risk (declared conditions), and then the change is shown with its reason before payment". A buyer quotes with
 * no existing disease (the cheapest price), then declares diabetes and heart disease in the plan's medical
 * declaration: the health journey is never re-priced, so the buyer confirms and is charged the unloaded premium — and
 * a plan that declines heart disease is sold all the same.
 */
describeWithApp('attack8: health conditions declared in the proposal', (ctx) => {
  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    ctx().app.inject({ method: 'POST', url: `/v1/health/journey/${url}`, payload: payload as object, headers });

  /** A family journey on this plan (quoted with NO_EXISTING_DISEASE), proposal saved up to the declaration. */
  async function throughContact(
    planId: string,
    proposerChanges: Record<string, unknown> = {},
    contact: Record<string, unknown> = healthContact,
  ) {
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

  /** SELF declares these conditions in the plan's own questions (standard-v1: PED_ANY, then PED_CONDITIONS). */
  const declaring = (j: { journeyId: string; planId: string }, conditions: string[]) => ({
    journey_id: j.journeyId,
    plan_specific_medical_declarations: [
      {
        plan_id: j.planId,
        member_specific_medical_declarations: [
          {
            member_id: 'SELF',
            medical_declaration_answers: [
              {
                member_id: 'SELF',
                question_id: 'PED_ANY',
                answer_field_type: 'SINGLE_SELECT',
                answer_field_single_select: 'YES',
              },
              {
                member_id: 'SELF',
                question_id: 'PED_CONDITIONS',
                answer_field_type: 'MULTI_SELECT',
                answer_field_multi_select: conditions,
              },
            ],
          },
        ],
      },
    ],
  });

  /** What the rating engine charges this family on this plan with these conditions declared (a single quote). */
  async function ratedWith(planId: string, peds: string[]) {
    const { app } = ctx();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/health/single-quote',
      headers: { 'x-session-id': await newSession(app) },
      payload: quoteRequest({
        request_type: 'BASE_SINGLE_QUOTATION',
        plan_id: planId,
        member_covered: familyOfFour,
        ped_list: peds,
      }),
    });
    return res;
  }

  it('charges the loading of diabetes and heart disease declared in the proposal, not the quote card premium', async (t) => {
    const planId = 'health-guard';
    const j = await throughContact(planId);
    const premiumOf = async () =>
      (
        await ctx().app.inject({
          method: 'GET',
          url: `/v1/health/journey/aggregated-premium-details/${j.journeyId}`,
          headers: j.headers,
        })
      ).json();
    const quoted = (await premiumOf()).premium_summary.total_premium as number;
    const loaded = await ratedWith(planId, ['DIABETES', 'HEART_DISEASE']);
    expect(loaded.statusCode).toBe(200);
    const loadedTotal = loaded.json().quotation_list[0].periodic_premium_breakups.total_premium as number;
    expect(loadedTotal).toBeGreaterThan(quoted); // health-guard: +20 % diabetes, +35 % heart disease

    const saved = await post('save-medical-declaration', declaring(j, ['DIABETES', 'HEART_DISEASE']), j.headers);
    expect(saved.statusCode).toBe(200);
    const after = await premiumOf();
    // Before payment the buyer sees, and then pays, the premium for the risk they declared — with its reason.
    expect(after.premium_summary.total_premium).toBe(loadedTotal);
    expect(after.premium_changes.length).toBeGreaterThan(0);
    const confirmed = await post('confirmation', { journey_id: j.journeyId }, j.headers);
    t.annotate(`confirmation: ${confirmed.statusCode} ${confirmed.body}`);
    if (confirmed.statusCode === 200) expect(confirmed.json().total_premium).toBe(loadedTotal);
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
    const saved = await post('save-medical-declaration', declaring(j, ['HEART_DISEASE']), j.headers);
    const confirmed = await post('confirmation', { journey_id: j.journeyId }, j.headers);
    // Refused at the declaration or at confirmation, never confirmed for payment at the undeclared price.
    expect(confirmed.statusCode, `declaration ${saved.statusCode}, confirmation ${confirmed.body}`).not.toBe(200);
    expect([saved.statusCode, confirmed.statusCode].some((s) => s >= 400 && s < 500)).toBe(true);
  });
});
