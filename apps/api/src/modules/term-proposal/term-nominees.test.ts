import { MESSAGES } from '@kavach/domain';
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
  /** A term journey whose life assured, Rahul Kulkarni, is saved: it and the quote's date of birth. */
  const withLifeAssured = async () => {
    const j = await signedInTermJourney(ctx().app);
    const saved = await api('POST', '/v1/termlife/journey/save-life-assured', j.headers, {
      journey_id: j.journeyId,
      life_assured: lifeAssured(),
    });
    expect(saved.statusCode).toBe(200);
    return { j, dob: await quotedDob(j) };
  };

  // The money is paid on the life assured's death: naming them (Rahul Kulkarni, born on the quote's date of birth) as
  // the nominee of the whole sum, or as the appointee who receives it for a minor son, names no one who can take it.
  // Both are saved 200, and the proposal goes on to the contact step.
  it('refuses the life assured as their own nominee, or as the appointee for a minor nominee', async () => {
    const { j, dob } = await withLifeAssured();
    const self = { full_name: 'Rahul Kulkarni', dob };

    const asNominee = await saveNominees(j, {
      nominees: [{ ...self, relation: 'BROTHER', share_percent: 100 }],
    });
    expect(asNominee.statusCode).toBe(400);
    expect(asNominee.json().error.fields).toEqual({
      'nominee_details.nominees.0.full_name': MESSAGES.NOMINEE_IS_INSURED,
    });

    const asAppointee = await saveNominees(j, {
      nominees: [{ full_name: 'Aarav Kulkarni', relation: 'SON', dob: dobForAge(6), share_percent: 100 }],
      appointee: { ...self, relation: 'Father' },
    });
    expect(asAppointee.statusCode).toBe(400);
    expect(asAppointee.json().error.fields).toEqual({
      'nominee_details.appointee.full_name': MESSAGES.APPOINTEE_IS_INSURED,
    });

    // Another spelling of the same name (case, spacing) is the same person; a namesake of another age is not.
    const shouted = await saveNominees(j, {
      nominees: [{ full_name: ' RAHUL  kulkarni', dob: self.dob, relation: 'BROTHER', share_percent: 100 }],
    });
    expect(shouted.statusCode).toBe(400);
    const father = { full_name: 'Rahul Kulkarni', dob: dobForAge(62), relation: 'FATHER', share_percent: 100 };
    expect((await saveNominees(j, { nominees: [father] })).statusCode).toBe(200);
  });

  // attack26: a "MOTHER" born in 2022 was taken for a life assured of 30 (and one of 40 is as wrong): a mistyped date or relation on the record
  // that decides who is paid.
  it('refuses a parent nominee not 18 years older than the life assured, or a child not 18 years younger', async () => {
    const j = await signedInTermJourney(ctx().app);
    await api('POST', '/v1/termlife/journey/save-life-assured', j.headers, {
      journey_id: j.journeyId,
      life_assured: lifeAssured(),
    });
    const one = (relation: string, age: number) => ({
      nominees: [{ full_name: 'Asha Kulkarni', relation, dob: dobForAge(age), share_percent: 100 }],
    });
    const refused = async (relation: string, age: number) =>
      (await saveNominees(j, one(relation, age))).json().error?.fields ?? null;
    expect(await refused('MOTHER', 40)).toEqual({ 'nominee_details.nominees.0.dob': MESSAGES.PARENT_NOMINEE_GAP });
    expect(await refused('SON', 20)).toEqual({ 'nominee_details.nominees.0.dob': MESSAGES.CHILD_NOMINEE_GAP });
    expect(await refused('MOTHER', 55)).toBeNull();
    const daughter = {
      ...one('DAUGHTER', 4),
      appointee: { full_name: 'Priya Kulkarni', dob: dobForAge(29), relation: 'Mother' },
    };
    expect((await saveNominees(j, daughter)).statusCode).toBe(200);
  });

  it('refuses to rename the life assured after one of the nominees', async () => {
    const j = await signedInTermJourney(ctx().app);
    const saveLife = (full_name: string) =>
      api('POST', '/v1/termlife/journey/save-life-assured', j.headers, {
        journey_id: j.journeyId,
        life_assured: lifeAssured({ full_name }),
      });
    expect((await saveLife('Rahul Kulkarni')).statusCode).toBe(200);
    const dob = await quotedDob(j);
    const saved = await saveNominees(j, {
      nominees: [{ full_name: 'Rohan Kulkarni', relation: 'BROTHER', dob, share_percent: 100 }],
    });
    expect(saved.statusCode).toBe(200);
    // A twin of the same birthday is a nominee; the life assured renamed to him would be paid on his own death.
    const renamed = await saveLife('Rohan Kulkarni');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toEqual({ 'life_assured.full_name': MESSAGES.NOMINEE_IS_INSURED });
  });

  // One person listed twice — the same name and date of birth, 50% and 50% — is saved as two nominees, and the
  // schedule would print two shares for one person.
  it('refuses the same nominee named twice', async () => {
    const j = await signedInTermJourney(ctx().app);
    const priya = { full_name: 'Priya Kulkarni', relation: 'SPOUSE', dob: dobForAge(29), share_percent: 50 };
    const twice = await saveNominees(j, { nominees: [priya, priya] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({
      'nominee_details.nominees.1.full_name': MESSAGES.NOMINEE_NAMED_TWICE,
    });
  });

  // attack19: the payee rule compared names word for word, so "Rahul Sunil Kulkarni", born the same day as the life
  // assured "Rahul Kulkarni", was another person to it (KYC's `namesMatch` takes them for one). `sameName` now takes a
  // middle name, an initial or another order.

  // Rahul Kulkarni, the life assured, named as the nominee of the whole sum as "Rahul Sunil Kulkarni", born on the
  // quote's date of birth: saved 200, and the schedule would name him as the one paid on his own death.
  it('refuses the life assured as their own nominee when named with their middle name', async () => {
    const { j, dob } = await withLifeAssured();
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
