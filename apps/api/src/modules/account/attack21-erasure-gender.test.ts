import { toDisplayDate } from '@kavach/domain';
import { expect, it } from 'vitest';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { confirmAndPay, pdfText, scheduleText } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { familyOfFour } from '../../../test/health-fixtures.ts';
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
});
