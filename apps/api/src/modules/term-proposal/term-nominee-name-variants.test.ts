import { MESSAGES } from '@kavach/domain';
import { expect, it } from 'vitest';
import { dobForAge, lifeAssured, signedInTermJourney } from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

/**
 * attack19: the life assured is not their own nominee, and one nominee is not named twice (payees.ts), by `sameName`:
 * the same words in the same order, case and spacing aside. KYC takes "Rahul Sunil Kulkarni" in a registry for the
 * proposer "Rahul Kulkarni" (`namesMatch`: a middle name left out); the payee rule takes them, born the same day, for
 * two people.
 */
describeWithApp('term: the life assured and the nominees, named with a middle name (attack19)', (ctx, api) => {
  const saveNominees = (j: BuyerJourney, nominee_details: unknown) =>
    api('POST', '/v1/termlife/journey/save-nominee-details', j.headers, { journey_id: j.journeyId, nominee_details });

  // Rahul Kulkarni, the life assured, named as the nominee of the whole sum as "Rahul Sunil Kulkarni", born on the
  // quote's date of birth: saved 200, and the schedule would name him as the one paid on his own death.
  it('refuses the life assured as their own nominee when named with their middle name', async () => {
    const j = await signedInTermJourney(ctx().app);
    const saved = await api('POST', '/v1/termlife/journey/save-life-assured', j.headers, {
      journey_id: j.journeyId,
      life_assured: lifeAssured(),
    });
    expect(saved.statusCode).toBe(200);
    const dob = (await api('GET', `/v1/termlife/journey/get-journey-details/${j.journeyId}`, j.headers)).json().quoted
      .dob as string;
    const self = await saveNominees(j, {
      nominees: [{ full_name: 'Rahul Sunil Kulkarni', dob, relation: 'BROTHER', share_percent: 100 }],
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields).toEqual({ 'nominee_details.nominees.0.full_name': MESSAGES.NOMINEE_IS_INSURED });
  });

  // Priya Kulkarni and Priya S Kulkarni, born the same day, 50% each: saved as two nominees.
  it('refuses one nominee named twice, once with a middle initial', async () => {
    const j = await signedInTermJourney(ctx().app);
    const dob = dobForAge(29);
    const twice = await saveNominees(j, {
      nominees: [
        { full_name: 'Priya Kulkarni', relation: 'SPOUSE', dob, share_percent: 50 },
        { full_name: 'Priya S Kulkarni', relation: 'SPOUSE', dob, share_percent: 50 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ 'nominee_details.nominees.1.full_name': MESSAGES.NOMINEE_NAMED_TWICE });
  });
});
