import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { familyOfFour, quoteAndWait, quoteRequest } from '../../../test/health-fixtures.ts';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { healthContact, journeyConfig, membersStep, spouseNominee } from '../../../test/proposal-fixtures.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

/**
 * A health quote request may name a voluntary `deductible`, one of the amounts the catalogue rates (rating-tables.json
 * `deductible_factors`: ₹2 lakh takes 40 % off the base premium). What was discounted for it is said after the quote
 * too: the journey's premium summary (the review shows it) and the policy schedule, the buyer's and the insurer's
 * record of the cover, so a cheaper policy never reads as cover from the first rupee.
 */
describeWithApp('a deductible the premium was discounted for', (ctx, api) => {
  async function paidJourney(deductible: number) {
    const { app } = ctx();
    const anonymous = { 'x-session-id': await newSession(app) };
    const list = await quoteAndWait(
      app,
      quoteRequest({ member_covered: familyOfFour, deductible, filter_criteria: { insurers: ['bajaj-allianz'] } }),
      anonymous,
    );
    const quote = list.quotation_list.find((q: { plan_id: string }) => q.plan_id === 'health-guard');
    const started = await api('POST', '/v1/health/journey/initiate-journey', anonymous, {
      quote_id: quote.quote_id,
      plan_id: quote.plan_id,
      insurer_id: quote.insurer_id,
    });
    expect(started.statusCode).toBe(200);
    const session = await login(app, uniqueMobile(), anonymous['x-session-id']);
    const j = { journeyId: started.json().journey_id as string, headers: { 'x-session-id': session.session_id } };
    const steps: [string, unknown][] = [
      ['save-insured-member-details', membersStep(j.journeyId, await journeyConfig(app, j))],
      ['save-nominee-details', { journey_id: j.journeyId, nominee_list: [spouseNominee] }],
      ['save-contact-details', { journey_id: j.journeyId, contact_details: healthContact }],
      [
        'save-medical-declaration',
        {
          journey_id: j.journeyId,
          plan_specific_medical_declarations: [{ plan_id: 'health-guard', member_specific_medical_declarations: [] }],
        },
      ],
      ['confirmation', { journey_id: j.journeyId }],
    ];
    for (const [url, body] of steps) {
      const res = await api('POST', `/v1/health/journey/${url}`, j.headers, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const summary = await api('GET', `/v1/health/journey/aggregated-premium-details/${j.journeyId}`, j.headers);
    expect(summary.json().premium_summary.deductible).toBe(deductible);
    const { status } = await payConfirmedJourney(app, 'HEALTH', j);
    expect(status.policy_number).toBeTruthy();
    const pdf = await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers);
    expect(pdf.statusCode).toBe(200);
    return { premium: quote.periodic_premium_breakups.total_premium as number, schedule: await pdfText(pdf) };
  }

  it('states on the policy schedule the deductible a premium was discounted for', async (t) => {
    const full = await paidJourney(0);
    const discounted = await paidJourney(200_000);
    expect(discounted.premium).toBeLessThan(full.premium * 0.7); // the engine's 40 % off the base premium
    await t.annotate(`premium without a deductible ${full.premium}, with ₹2 lakh ${discounted.premium}`);
    // The cover bought is not the cover without a deductible: the schedule must say what the buyer pays first.
    expect(discounted.schedule).toContain(
      'Deductible: Rs. 2,00,000 per year - the policy pays claims above this amount',
    );
    expect(full.schedule).not.toMatch(/deductible/i);
  });

  it('prices only a deductible the catalogue lists, and refuses any other with 400', async () => {
    const { app } = ctx();
    const headers = { 'x-session-id': await newSession(app) };
    for (const [url, over] of [
      ['/v1/health/async-quote', {}],
      ['/v1/health/single-quote', { request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'health-guard' }],
    ] as const) {
      // ₹10 lakh was priced at the ₹2 lakh discount, ₹1,50,000 at ₹1 lakh's: neither is an amount on offer.
      for (const deductible of [1_000_000, 150_000]) {
        const res = await api(
          'POST',
          url,
          headers,
          quoteRequest({ ...over, member_covered: familyOfFour, deductible }),
        );
        expect(res.statusCode, `${url} ${deductible}`).toBe(400);
        expect(res.json().error.fields).toEqual({
          deductible: 'Choose one of: ₹0, ₹25,000, ₹50,000, ₹1,00,000, ₹2,00,000',
        });
      }
    }
  });
});
