import { expect, it } from 'vitest';
import { confirmAndPay, scheduleText } from '../../../test/payments.ts';
import {
  declaring,
  healthContact,
  journeyConfig,
  membersStep,
  signedInFamilyJourney,
  spouseNominee,
} from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack25: the medical declaration is keyed by the quoted member codes (SELF, SPOUSE, …: journeyMembers), and the
 * schedule prints each insured member's declared conditions by the `member_id` the members step stored. That step
 * matches members to the quote by `member_type` alone and stores whatever `member_id` the client sent. A client that
 * sends the Self's and the Spouse's ids swapped (or any other id) is accepted, and the policy schedule then states
 * Rahul's diabetes as declared by his wife Priya, and nothing for Rahul: the record a claim is judged on names the
 * wrong person.
 */
describeWithApp('health member ids and the declared conditions on the schedule (attack25)', (ctx, api) => {
  it('never prints one member’s declared conditions under another member’s name', async () => {
    const app = ctx().app;
    const j = await signedInFamilyJourney(app, 'health-guard');
    const body = membersStep(j.journeyId, await journeyConfig(app, j));
    // A second tab or a careless client: each member's id as sent is another member's code.
    body.insured_member_list = body.insured_member_list.map((m) =>
      m.member_type === 'SELF'
        ? { ...m, member_id: 'SPOUSE' }
        : m.member_type === 'SPOUSE'
          ? { ...m, member_id: 'SELF' }
          : m,
    );
    const saved = await api('POST', '/v1/health/journey/save-insured-member-details', j.headers, body);
    if (saved.statusCode !== 200) {
      // Refusing ids that are not the quoted members' own is one answer.
      expect(saved.statusCode).toBe(400);
      expect(Object.keys(saved.json().error.fields ?? {}).some((f) => f.endsWith('member_id'))).toBe(true);
      return;
    }
    const post = (url: string, payload: object) => api('POST', `/v1/health/journey/${url}`, j.headers, payload);
    expect(
      (await post('save-nominee-details', { journey_id: j.journeyId, nominee_list: [spouseNominee] })).statusCode,
    ).toBe(200);
    expect(
      (await post('save-contact-details', { journey_id: j.journeyId, contact_details: healthContact })).statusCode,
    ).toBe(200);
    // Rahul (SELF) declares diabetes.
    const declared = await post('save-medical-declaration', declaring(j, ['DIABETES']));
    expect(declared.statusCode, declared.body).toBe(200);
    await confirmAndPay(app, 'HEALTH', j);

    const text = await scheduleText(app, 'HEALTH', j);
    // What was declared, by whom: Rahul declared diabetes; Priya declared nothing.
    expect(text).toContain('Rahul Kulkarni: Diabetes');
    expect(text).not.toContain('Priya Kulkarni: Diabetes');
  });
});
