import { expect, it } from 'vitest';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';
import {
  healthContact,
  journeyConfig,
  membersFrom,
  membersStep,
  signedInFamilyJourney,
  spouseNominee,
  type JourneyConfig,
} from '../../../test/proposal-fixtures.ts';
import { confirmAndPay, scheduleText } from '../../../test/payments.ts';

describeWithApp('attack21: the insured self is the KYC-checked proposer', (ctx) => {
  const post = (j: BuyerJourney, url: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url: `/v1/health/journey/${url}`, headers: j.headers, payload });

  it('refuses an insured "Self" who is not the proposer KYC checked (another name, same birth date)', async () => {
    const j = await signedInFamilyJourney(ctx().app, 'health-guard');
    const config = (await journeyConfig(ctx().app, j)) as JourneyConfig;
    // The proposer (Rahul Kulkarni, male, PAN found in CKYC) is who KYC vouches for. The SELF member of the quote
    // is "the proposer insured": here the buyer names someone else as Self, born the same day.
    const step = membersStep(j.journeyId, config, { pan_number: 'ABCDK1234F' });
    const members = membersFrom(config).map((m) => (m.relation === 'SELF' ? { ...m, full_name: 'Vikram Sethi' } : m));
    const saved = await post(j, 'save-insured-member-details', { ...step, insured_member_list: members });

    // attack21: save-insured-member-details checks only that the SELF member's date of birth is the proposer's
    // ("The proposer is the insured self"), never the name, so a person KYC never checked is insured as "Self" and
    // printed so on the schedule, under a proposer KYC did check. The same gap lets the proposer's gender differ
    // from the quoted Self's. Expected: 400 on the SELF member's name, as the date of birth is refused.
    if (saved.statusCode === 200) {
      await post(j, 'save-nominee-details', { journey_id: j.journeyId, nominee_list: [spouseNominee] });
      await post(j, 'save-contact-details', { journey_id: j.journeyId, contact_details: healthContact });
      await post(j, 'save-medical-declaration', {
        journey_id: j.journeyId,
        plan_specific_medical_declarations: [{ plan_id: j.planId, member_specific_medical_declarations: [] }],
      });
      await confirmAndPay(ctx().app, 'HEALTH', j);
      const text = await scheduleText(ctx().app, 'HEALTH', j);
      // What the buyer holds: a policy whose proposer is Rahul Kulkarni and whose insured Self is Vikram Sethi.
      expect(text, 'the schedule insures as Self a person KYC never checked').not.toContain('Vikram Sethi - Self');
    }
    expect(saved.statusCode).toBe(400);
  });
});
