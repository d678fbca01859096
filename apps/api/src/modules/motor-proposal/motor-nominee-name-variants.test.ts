import { MESSAGES, ageOn } from '@kavach/domain';
import { expect, it } from 'vitest';
import { activaQuote, motorOwner, saveMotorPart, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack19: the owner is not the nominee of their own accident cover (payees.ts), by `sameName`: the same words in the
 * same order. The owner Rahul Kulkarni, named with his middle name and his own age, is someone else to it.
 */
describeWithApp('motor: the owner named as nominee with a middle name (attack19)', (ctx) => {
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
