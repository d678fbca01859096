import { expect, it } from 'vitest';
import { fillMotorProposal, motorNominee, saveMotorPart, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
import { paidScheduleText } from '../../../test/payments.ts';
import { readyToPayJourney, spouseNominee } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack12: an appointee receives a claim's money only for a nominee under 18 (Insurance Act §39). Term refuses an
 * appointee named for adult nominees alone (commit 6587caa: "the schedule would have printed someone with no role");
 * health and motor still take one, and their policy schedules print it — health's as "Appointee (nominee is a
 * minor)" beside a 33-year-old spouse.
 */
describeWithApp('an appointee for an adult nominee (attack12)', (ctx, api) => {
  const appointee = {
    appointee_full_name: 'Suresh Kulkarni',
    appointee_relation: 'BROTHER',
    appointee_gender: 'MALE',
    appointee_dob: '1980-01-15',
  };

  it('health: does not state on the schedule that an adult nominee is a minor with an appointee', async () => {
    const j = await readyToPayJourney(ctx().app);
    const saved = await api('POST', '/v1/health/journey/save-nominee-details', j.headers, {
      journey_id: j.journeyId,
      nominee_list: [{ ...spouseNominee, ...appointee }],
    });
    // Refused, as term does, naming the field.
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields['nominee_list.0.appointee_full_name']).toBe(
      'An appointee is named only for a nominee under 18',
    );
    // The spec's default appointee relation alone names no one, and is taken.
    expect(
      (
        await api('POST', '/v1/health/journey/save-nominee-details', j.headers, {
          journey_id: j.journeyId,
          nominee_list: [{ ...spouseNominee, appointee_relation: 'SELF' }],
        })
      ).statusCode,
    ).toBe(200);
    const schedule = await paidScheduleText(ctx().app, 'HEALTH', j);
    expect(schedule).toContain('Priya Kulkarni');
    expect(schedule).not.toContain('Appointee (nominee is a minor)');
  });

  it('motor: does not name an appointee for an adult PA nominee on the schedule', async () => {
    const j = await signedInMotorJourney(ctx().app);
    await fillMotorProposal(ctx().app, j);
    const saved = await saveMotorPart(ctx().app, j, 'save-nominee-details', {
      nominee: { ...motorNominee, appointee_name: 'Suresh Kulkarni' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields['nominee.appointee_name']).toBe(
      'An appointee is named only for a nominee under 18',
    );
    const schedule = await paidScheduleText(ctx().app, 'MOTOR', j);
    expect(schedule).toContain('Nominee: Priya Kulkarni (spouse, age 31)');
    expect(schedule).not.toContain('appointee Suresh Kulkarni');
  });
});
