import { expect, it } from 'vitest';
import { journeyDetails, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

describeWithApp('attack21: the health proposer as their own nominee', (ctx, api) => {
  it('refuses the proposer (same name and date of birth) as the nominee of their own policy', async () => {
    const j = await readyToPayJourney(ctx().app);
    const proposer = (await journeyDetails(ctx().app, j)).json().proposer as { full_name: string; dob: string };
    const saved = await api('POST', '/v1/health/journey/save-nominee-details', j.headers, {
      journey_id: j.journeyId,
      nominee_list: [
        {
          nominee_relation: 'BROTHER',
          full_name: proposer.full_name,
          gender: 'MALE',
          dob: proposer.dob,
          address: '12 Prabhat Road, Erandwane, Pune',
        },
      ],
    });
    // attack21: term and motor refuse the person whose death pays the claim as its payee (termPayeeProblems,
    // motorPayeeProblems, attack18/19), but health's save-nominee checks nothing against the proposer: Rahul
    // Kulkarni, born the proposer's day, is saved (and printed on the schedule) as the nominee of his own policy, who
    // receives the claim money if the policyholder dies. Expected: 400 on the nominee's name, as the other verticals.
    expect(saved.statusCode).toBe(400);
  });
});
