import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { familyOfFour, quoteAndWait, quoteRequest } from '../../../test/health-fixtures.ts';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { healthContact, journeyConfig, membersStep, spouseNominee } from '../../../test/proposal-fixtures.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

/**
 * attack8: a health quote request may name a voluntary `deductible` (up to ₹10 lakh); the rating engine discounts the
 * base premium for it (rating-tables.json: ₹2 lakh takes 40 % off). Nothing after the quote says so: the web never
 * asks for one, and the journey's review, the premium summary and the policy schedule never state a deductible. An
 * API client buys a policy 40 % cheaper whose schedule — the buyer's and the insurer's record of the cover — reads
 * as cover from the first rupee.
 */
describeWithApp('attack8: a deductible the premium was discounted for', (ctx, api) => {
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
    t.annotate(`premium without a deductible ${full.premium}, with ₹2 lakh ${discounted.premium}`);
    // The cover bought is not the cover without a deductible: the schedule must say what the buyer pays first.
    expect(discounted.schedule).toMatch(/deductible/i);
    expect(discounted.schedule).toContain('2,00,000');
  });
});
