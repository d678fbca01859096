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
});
