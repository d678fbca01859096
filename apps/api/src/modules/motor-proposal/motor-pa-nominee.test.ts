import { ageOn } from '@kavach/domain';
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
    expect(Object.keys(self.json().error.fields ?? {}).join()).toContain('nominee');
  });
});
