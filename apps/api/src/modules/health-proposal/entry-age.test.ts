import { expect, it } from 'vitest';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { quoteAndWait, quoteRequest } from '../../../test/health-fixtures.ts';
import { membersFrom, proposer } from '../../../test/proposal-fixtures.ts';

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 30);
  return d.toISOString().slice(0, 10);
};

// Issue 17: IRDAI removed the 65 entry cap; a plan's own maximum is the only upper age limit.
describeWithApp('health proposal entry ages', (ctx) => {
  /** Rahul (40) and his father (70), quoted and bought on a plan that takes adults to 99, then signed in. */
  async function fatherAt70(planId = 'care-supreme') {
    const app = ctx().app;
    const anonymous = await newSession(app);
    const members = [
      { relation: 'SELF', name: 'Rahul Kulkarni', dob: yearsAgo(40), gender: 'MALE' },
      { relation: 'FATHER', name: 'Vasant Kulkarni', dob: yearsAgo(70), gender: 'MALE' },
    ];
    const insurer = app.healthCatalogue.plansById.get(planId)!.insurer_id;
    const list = await quoteAndWait(
      app,
      quoteRequest({ member_covered: members, filter_criteria: { insurers: [insurer] } }),
      { 'x-session-id': anonymous },
    );
    const quote = list.quotation_list.find((q: { plan_id: string }) => q.plan_id === planId);
    expect(quote, `${planId} quotes a 70-year-old`).toBeDefined();
    const started = await app.inject({
      method: 'POST',
      url: '/v1/health/journey/initiate-journey',
      headers: { 'x-session-id': anonymous },
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id },
    });
    const session = await login(app, uniqueMobile(), anonymous);
    const headers = { 'x-session-id': session.session_id };
    const journeyId = started.json().journey_id as string;
    const config = (
      await app.inject({
        method: 'POST',
        url: '/v1/health/journey/user-journey-config',
        headers,
        payload: { journey_id: journeyId },
      })
    ).json();
    const save = () =>
      app.inject({
        method: 'POST',
        url: '/v1/health/journey/save-insured-member-details',
        headers,
        payload: {
          journey_id: journeyId,
          proposer_details: proposer(members[0]!.dob),
          insured_member_list: membersFrom(config),
        },
      });
    return { save };
  }

  it('saves a quoted 70-year-old father (no 65 cap)', async () => {
    const { save } = await fatherAt70();
    const saved = await save();
    expect(saved.json()).toMatchObject({ status: 'SAVED' });
    expect(saved.statusCode).toBe(200);
  });

  it('checks the plan’s own maximum entry age, whatever it is', async () => {
    const { save } = await fatherAt70();
    const entry = ctx().app.healthCatalogue.plansById.get('care-supreme')!.entry_age;
    const before = entry.max_adult;
    // As if the plan's maximum had been 65 all along: the father is now outside it.
    (entry as { max_adult: number }).max_adult = 65;
    try {
      const refused = await save();
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields['insured_member_list.1.dob']).toBe('Adult entry age is 18 to 65');
    } finally {
      (entry as { max_adult: number }).max_adult = before;
    }
  });
});
