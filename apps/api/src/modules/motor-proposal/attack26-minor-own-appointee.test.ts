import { expect, it } from 'vitest';
import { activaQuote, motorOwner, saveMotorPart, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack26: the owner-driver's personal accident cover is paid, for a nominee under 18, to the appointee, because a
 * minor cannot give the insurer a valid discharge. The motor nominee step checks the appointee only against the
 * owner (motorPayeeProblems), never against the minor nominee: a 6-year-old named as his own appointee is saved, and
 * the schedule prints "appointee Aarav Kulkarni" for Aarav Kulkarni, age 6 — no adult to receive the money.
 */
describeWithApp('motor: a minor nominee is not their own appointee (attack26)', (ctx) => {
  it('refuses the minor nominee named as the appointee who receives the money for them', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote());
    expect((await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() })).statusCode).toBe(200);
    const son = { full_name: 'Aarav Kulkarni', relation: 'SON', age: 6 };

    const ownAppointee = await saveMotorPart(ctx().app, j, 'save-nominee-details', {
      nominee: { ...son, appointee_name: 'AARAV  kulkarni' },
    });
    expect(ownAppointee.statusCode).toBe(400);
    expect(Object.keys(ownAppointee.json().error?.fields ?? {})).toContain('nominee.appointee_name');

    // An adult appointee for him is what the step is for.
    const byMother = await saveMotorPart(ctx().app, j, 'save-nominee-details', {
      nominee: { ...son, appointee_name: 'Priya Kulkarni' },
    });
    expect(byMother.statusCode).toBe(200);
  });
});
