import { expect, it } from 'vitest';
import { dobForAge, lifeAssured, signedInTermJourney } from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

/**
 * attack18: a term policy pays its sum assured when the life assured dies, to the nominees (Insurance Act 1938 §39),
 * or to the appointee for a nominee under 18. The nominee step checks the shares and the appointee's age, but never
 * who is named against the life assured, or against each other.
 */
describeWithApp('term: who may be named to receive the sum assured (attack18)', (ctx, api) => {
  const quotedDob = async (j: BuyerJourney) =>
    (await api('GET', `/v1/termlife/journey/get-journey-details/${j.journeyId}`, j.headers)).json().quoted
      .dob as string;
  const saveNominees = (j: BuyerJourney, nominee_details: unknown) =>
    api('POST', '/v1/termlife/journey/save-nominee-details', j.headers, { journey_id: j.journeyId, nominee_details });

  // The money is paid on the life assured's death: naming them (Rahul Kulkarni, born on the quote's date of birth) as
  // the nominee of the whole sum, or as the appointee who receives it for a minor son, names no one who can take it.
  // Both are saved 200, and the proposal goes on to the contact step.
  it('refuses the life assured as their own nominee, or as the appointee for a minor nominee', async () => {
    const j = await signedInTermJourney(ctx().app);
    const saved = await api('POST', '/v1/termlife/journey/save-life-assured', j.headers, {
      journey_id: j.journeyId,
      life_assured: lifeAssured(),
    });
    expect(saved.statusCode).toBe(200);
    const self = { full_name: 'Rahul Kulkarni', dob: await quotedDob(j) };

    const asNominee = await saveNominees(j, {
      nominees: [{ ...self, relation: 'BROTHER', share_percent: 100 }],
    });
    expect(asNominee.statusCode).toBe(400);
    expect(Object.keys(asNominee.json().error.fields ?? {}).join()).toContain('nominee_details.nominees');

    const asAppointee = await saveNominees(j, {
      nominees: [{ full_name: 'Aarav Kulkarni', relation: 'SON', dob: dobForAge(6), share_percent: 100 }],
      appointee: { ...self, relation: 'Father' },
    });
    expect(asAppointee.statusCode).toBe(400);
    expect(Object.keys(asAppointee.json().error.fields ?? {}).join()).toContain('nominee_details.appointee');
  });

  // One person listed twice — the same name and date of birth, 50% and 50% — is saved as two nominees, and the
  // schedule would print two shares for one person.
  it('refuses the same nominee named twice', async () => {
    const j = await signedInTermJourney(ctx().app);
    const priya = { full_name: 'Priya Kulkarni', relation: 'SPOUSE', dob: dobForAge(29), share_percent: 50 };
    const twice = await saveNominees(j, { nominees: [priya, priya] });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json().error.fields ?? {}).join()).toContain('nominee_details.nominees');
  });
});
