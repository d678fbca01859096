import { ageOn } from '@kavach/domain';
import { expect, it } from 'vitest';
import { activaQuote, motorOwner, saveMotorPart, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack20: the owner is not the payee of their own accident cover (payees.ts motorPayeeProblems), by `sameName`:
 * every word of the shorter name found in the longer. In Maharashtra a name carries the father's or, for a married
 * woman, the husband's first name as its middle word (Priya Rahul Kulkarni, wife of Rahul Kulkarni; Rahul Sunil
 * Kulkarni, son of Sunil Kulkarni): the husband's or father's own name is then "in" the owner's. The nominee is told
 * apart only by an age (a husband of the wife's age is refused as the owner), the appointee by nothing at all (a
 * husband or a father is always refused).
 */
describeWithApp('motor: a family’s payees whose names the owner’s name carries (attack20)', (ctx) => {
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
});
