import { MESSAGES } from '@kavach/domain';
import { expect, it } from 'vitest';
import {
  journeyConfig,
  journeyDetails,
  membersStep,
  readyToPayJourney,
  spouseNominee,
} from '../../../test/proposal-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

/**
 * A health policy's nominee is paid if the policyholder dies: the proposer is neither the nominee nor its appointee.
 */
describeWithApp('health: the proposer is not their own payee (attack21)', (ctx, api) => {
  const saveNominee = (j: BuyerJourney, nominee: object) =>
    api('POST', '/v1/health/journey/save-nominee-details', j.headers, {
      journey_id: j.journeyId,
      nominee_list: [nominee],
    });

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
    expect(saved.json().error.fields).toEqual({ 'nominee_list.0.full_name': MESSAGES.NOMINEE_IS_POLICYHOLDER });
  });

  it('refuses the proposer as the appointee of a minor nominee, and takes another adult', async () => {
    const j = await readyToPayJourney(ctx().app);
    const proposer = (await journeyDetails(ctx().app, j)).json().proposer as { full_name: string; dob: string };
    const child = { ...spouseNominee, nominee_relation: 'SON', full_name: 'Aarav Kulkarni', dob: '2019-03-10' };
    const appointee = { appointee_relation: 'BROTHER', appointee_gender: 'MALE' };
    const refused = await saveNominee(j, {
      ...child,
      ...appointee,
      appointee_full_name: proposer.full_name,
      appointee_dob: proposer.dob,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'nominee_list.0.appointee_full_name': MESSAGES.APPOINTEE_IS_POLICYHOLDER,
    });
    const taken = await saveNominee(j, {
      ...child,
      ...appointee,
      appointee_full_name: 'Suresh Kulkarni',
      appointee_dob: '1980-01-15',
    });
    expect(taken.statusCode).toBe(200);
  });

  // Whichever is saved last: the proposer renamed, after the nominee was saved, to the nominee's name and birth date.
  it('refuses a proposer renamed to the nominee already saved', async () => {
    const j = await readyToPayJourney(ctx().app);
    const proposer = (await journeyDetails(ctx().app, j)).json().proposer as { full_name: string; dob: string };
    const nominee = { ...spouseNominee, nominee_relation: 'BROTHER', full_name: 'Vikram Sethi', dob: proposer.dob };
    expect((await saveNominee(j, nominee)).statusCode).toBe(200);
    const renamed = await api(
      'POST',
      '/v1/health/journey/save-insured-member-details',
      j.headers,
      membersStep(j.journeyId, await journeyConfig(ctx().app, j), { full_name: 'Vikram Sethi' }),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toEqual({ 'proposer_details.full_name': MESSAGES.NOMINEE_IS_POLICYHOLDER });
  });
});
