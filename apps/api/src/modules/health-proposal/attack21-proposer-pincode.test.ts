import { expect, it } from 'vitest';
import { familyOfFour } from '../../../test/health-fixtures.ts';
import { journeyConfig, membersStep, signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

describeWithApp('attack21: the proposer lives where the premium was rated', (ctx, api) => {
  it('refuses a proposer pincode other than the one the quote priced the zone on', async () => {
    // Quoted for Kolhapur (416001): the "rest of India" zone, factor 0.9. Mumbai (400001) is metro, factor 1.15.
    const j = await signedInFamilyJourney(ctx().app, 'health-guard', familyOfFour, { pincode: 416001 });
    const step = membersStep(j.journeyId, await journeyConfig(ctx().app, j), { pincode: '400001' });
    const saved = await api('POST', '/v1/health/journey/save-insured-member-details', j.headers, step);
    // attack21: the members step checks the proposer's date of birth against the quote but never the proposer's
    // pincode, so a proposal stating a Mumbai address is saved, confirmed and paid at a premium rated ~22% lower for
    // Kolhapur's zone; the contact step silently forces city, state and pincode to the quote's, so the contradiction is
    // never shown, and the insurer receives a proposal whose own pincode was never priced. Expected: 400 on the
    // proposer's pincode (a new quote for it), as a changed date of birth is refused.
    expect(saved.statusCode).toBe(400);
  });
});
