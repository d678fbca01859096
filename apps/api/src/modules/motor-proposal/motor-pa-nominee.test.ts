import { MESSAGES, ageOn } from '@kavach/domain';
import { expect, it } from 'vitest';
import { activaQuote, motorOwner, saveMotorPart, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack18: the owner-driver's compulsory personal accident cover (₹15 lakh) pays on the owner's death to the nominee
 * named for it. The nominee step checks the age and the appointee, never the nominee against the owner.
 */
describeWithApp('motor: the nominee of the owner-driver’s personal accident cover (attack18)', (ctx) => {
  // Rahul Kulkarni, the owner, named as the nominee of his own accident cover (as "brother", his own age): saved 200,
  // and the schedule would print him as the one paid on his death.
  it('refuses the owner as the nominee of their own personal accident cover', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote());
    const owner = motorOwner();
    expect((await saveMotorPart(ctx().app, j, 'save-owner-details', { owner })).statusCode).toBe(200);
    const self = await saveMotorPart(ctx().app, j, 'save-nominee-details', {
      nominee: { full_name: owner.full_name, relation: 'BROTHER', age: ageOn(owner.dob) },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields).toEqual({ 'nominee.full_name': MESSAGES.NOMINEE_IS_INSURED });

    // Nor the appointee who receives it for a minor nominee; a son named after his father, a minor, is a nominee.
    const son = { full_name: owner.full_name, relation: 'SON', age: 9 };
    const asAppointee = await saveMotorPart(ctx().app, j, 'save-nominee-details', {
      nominee: { ...son, appointee_name: owner.full_name.toUpperCase() },
    });
    expect(asAppointee.json().error.fields).toEqual({ 'nominee.appointee_name': MESSAGES.APPOINTEE_IS_INSURED });
    const named = await saveMotorPart(ctx().app, j, 'save-nominee-details', {
      nominee: { ...son, appointee_name: 'Priya Kulkarni' },
    });
    expect(named.statusCode).toBe(200);
  });

  it('refuses to rename the owner after the nominee of their accident cover', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote());
    const owner = motorOwner();
    expect((await saveMotorPart(ctx().app, j, 'save-owner-details', { owner })).statusCode).toBe(200);
    const twin = { full_name: 'Rohan Kulkarni', relation: 'BROTHER', age: ageOn(owner.dob) };
    expect((await saveMotorPart(ctx().app, j, 'save-nominee-details', { nominee: twin })).statusCode).toBe(200);
    const renamed = await saveMotorPart(ctx().app, j, 'save-owner-details', {
      owner: { ...owner, full_name: 'Rohan Kulkarni' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toEqual({ 'owner.full_name': MESSAGES.NOMINEE_IS_INSURED });
  });

  // attack19: the owner named with his middle name and his own age was someone else to a word-for-word comparison.
  it('refuses the owner as the nominee of their own personal accident cover when named with their middle name', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote());
    const owner = motorOwner();
    expect((await saveMotorPart(ctx().app, j, 'save-owner-details', { owner })).statusCode).toBe(200);
    const self = await saveMotorPart(ctx().app, j, 'save-nominee-details', {
      nominee: { full_name: 'Rahul Sunil Kulkarni', relation: 'BROTHER', age: ageOn(owner.dob) },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields).toEqual({ 'nominee.full_name': MESSAGES.NOMINEE_IS_INSURED });
  });

  // attack20: the owner is not the payee of their own accident cover (payees.ts motorPayeeProblems); `sameName` took
  // every word of the shorter name found in the longer. In Maharashtra a name carries the father's or, for a married
  // woman, the husband's first name as its middle word (Priya Rahul Kulkarni, wife of Rahul Kulkarni; Rahul Sunil
  // Kulkarni, son of Sunil Kulkarni): the husband's or father's own name is then "in" the owner's. The nominee is told
  // apart only by an age (a husband of the wife's age is refused as the owner), the appointee by nothing at all (a
  // husband or a father is always refused).
  it('takes the owner’s husband, of her age and named in her name, as the nominee of her accident cover', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote());
    const owner = motorOwner({ full_name: 'Priya Rahul Kulkarni', gender: 'FEMALE' });
    expect((await saveMotorPart(ctx().app, j, 'save-owner-details', { owner })).statusCode).toBe(200);
    const husband = { full_name: 'Rahul Kulkarni', relation: 'SPOUSE', age: ageOn(owner.dob) };
    const saved = await saveMotorPart(ctx().app, j, 'save-nominee-details', { nominee: husband });
    expect(saved.json().error?.fields ?? null).toBeNull();
    expect(saved.statusCode).toBe(200);
  });

  it('takes the owner’s husband or father, whose names the owner’s carries, as appointee for a minor nominee', async () => {
    const mother = await signedInMotorJourney(ctx().app, activaQuote());
    const priya = motorOwner({ full_name: 'Priya Rahul Kulkarni', gender: 'FEMALE' });
    await saveMotorPart(ctx().app, mother, 'save-owner-details', { owner: priya });
    const son = { full_name: 'Aarav Kulkarni', relation: 'SON', age: 6 };
    const byFather = await saveMotorPart(ctx().app, mother, 'save-nominee-details', {
      nominee: { ...son, appointee_name: 'Rahul Kulkarni' },
    });
    expect(byFather.json().error?.fields ?? null).toBeNull();
    expect(byFather.statusCode).toBe(200);

    const father = await signedInMotorJourney(ctx().app, activaQuote());
    await saveMotorPart(ctx().app, father, 'save-owner-details', {
      owner: motorOwner({ full_name: 'Rahul Sunil Kulkarni' }),
    });
    const byGrandfather = await saveMotorPart(ctx().app, father, 'save-nominee-details', {
      nominee: { ...son, appointee_name: 'Sunil Kulkarni' },
    });
    expect(byGrandfather.json().error?.fields ?? null).toBeNull();
    expect(byGrandfather.statusCode).toBe(200);
  });

  // attack26: the appointee was checked against the owner only: a 6-year-old named as his own appointee was saved,
  // and the schedule printed no adult to receive the money for him.
  it('refuses a minor nominee named as their own appointee, and takes an adult', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote());
    await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() });
    const son = { full_name: 'Aarav Kulkarni', relation: 'SON', age: 6 };
    const own = await saveMotorPart(ctx().app, j, 'save-nominee-details', {
      nominee: { ...son, appointee_name: 'AARAV  kulkarni' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields).toEqual({ 'nominee.appointee_name': MESSAGES.APPOINTEE_IS_NOMINEE });
    const byMother = await saveMotorPart(ctx().app, j, 'save-nominee-details', {
      nominee: { ...son, appointee_name: 'Priya Kulkarni' },
    });
    expect(byMother.statusCode).toBe(200);
  });
});
