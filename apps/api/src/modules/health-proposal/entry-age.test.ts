import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/test-app.ts';
import { yearsAgo } from '../../../test/health-fixtures.ts';
import { journeyConfig, membersStep, signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';

// Issue 17: IRDAI removed the 65 entry cap; a plan's own maximum is the only upper age limit.
describeWithApp('health proposal entry ages', (ctx) => {
  /** Rahul (40) and his father (70), quoted and bought on a plan that takes adults to 99, then signed in. */
  async function fatherAt70(planId = 'care-supreme') {
    const app = ctx().app;
    const members = [
      { relation: 'SELF', name: 'Rahul Kulkarni', dob: yearsAgo(40, 30), gender: 'MALE' },
      { relation: 'FATHER', name: 'Vasant Kulkarni', dob: yearsAgo(70, 30), gender: 'MALE' },
    ];
    // The fixture fails the test if the plan does not quote the 70-year-old.
    const j = await signedInFamilyJourney(app, planId, members);
    const config = await journeyConfig(app, j);
    const save = () =>
      app.inject({
        method: 'POST',
        url: '/v1/health/journey/save-insured-member-details',
        headers: j.headers,
        payload: membersStep(j.journeyId, config),
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
