import { toDisplayDate } from '@kavach/domain';
import { expect, it } from 'vitest';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { confirmAndPay, pdfText, scheduleText } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { familyOfFour, yearsAgo } from '../../../test/health-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

describeWithApp('attack21: the health schedule kept after account deletion', (ctx, api) => {
  it('still states each insured member as insured: Priya Kulkarni stays Female', async () => {
    const j = await readyToPayJourney(ctx().app);
    const { policy_number: policyNumber } = await confirmAndPay(ctx().app, 'HEALTH', j);
    const spouse = familyOfFour.find((m) => m.relation === 'SPOUSE')!;
    const line = `Priya Kulkarni - Spouse, born ${toDisplayDate(spouse.dob)}`;
    expect(await scheduleText(ctx().app, 'HEALTH', j)).toContain(`${line}, Female`);

    expect((await api('DELETE', '/v1/account', j.headers)).statusCode).toBe(200);
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const pdf = await ctx().app.inject({
      method: 'GET',
      url: `/v1/ops/policies/${policyNumber}/schedule`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(200);
    const kept = (await pdfText(pdf)).replace(/\s+/g, ' ');

    // attack21: the record kept after erasure (REDUCED_JOURNEY_COLUMNS.HEALTH.insuredMembers) drops each member's
    // gender, and health-schedule.ts prints every member whose gender is not 'FEMALE' as 'Male'. So the schedule the
    // law keeps for servicing and claims - the one staff issue after the buyer deleted the account - now insures
    // "Priya Kulkarni - Spouse, ..., Male": the policy record states a fact about an insured person that is false.
    expect(kept).not.toContain(`${line}, Male`);
  });
  it("still names the appointee who receives a minor nominee's claim money", async () => {
    const j = await readyToPayJourney(ctx().app);
    const minorNominee = {
      nominee_relation: 'SON',
      full_name: 'Arjun Kulkarni',
      gender: 'MALE',
      dob: yearsAgo(7, 5),
      address: '12 Prabhat Road, Erandwane, Pune',
      appointee_full_name: 'Priya Kulkarni',
      appointee_relation: 'MOTHER',
      appointee_gender: 'FEMALE',
      appointee_dob: yearsAgo(33, 40),
    };
    const saved = await api('POST', '/v1/health/journey/save-nominee-details', j.headers, {
      journey_id: j.journeyId,
      nominee_list: [minorNominee],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { policy_number: policyNumber } = await confirmAndPay(ctx().app, 'HEALTH', j);
    const appointee = 'Appointee (nominee is a minor): Priya Kulkarni';
    expect(await scheduleText(ctx().app, 'HEALTH', j)).toContain(appointee);

    expect((await api('DELETE', '/v1/account', j.headers)).statusCode).toBe(200);
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const pdf = await ctx().app.inject({
      method: 'GET',
      url: `/v1/ops/policies/${policyNumber}/schedule`,
      headers: staff,
    });
    const kept = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(kept).toContain('Arjun Kulkarni');

    // attack21: erasure keeps the appointee's name and relation on purpose (SECURITY.md: the nomination decides who
    // is paid a claim, Insurance Act §39) but erases the nominee's date of birth, and health-schedule.ts prints the
    // appointee only when needsAppointee(nominee.dob) - false for a missing date. So the kept schedule names a
    // 7-year-old as nominee with no appointee: the record the law requires no longer says who receives the money.
    expect(kept).toContain(appointee);
  });
});
