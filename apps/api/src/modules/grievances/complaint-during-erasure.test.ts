import { expect, it } from 'vitest';
import { signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

const complaint = (journeyId: string) => ({
  journey_id: journeyId,
  category: 'CLAIM',
  subject: 'Cashless claim refused',
  description: 'The hospital says my cashless claim was refused without any reason given.',
});

/**
 * attack15: a complaint is checked against its journey (raise-grievance.ts reads it, unlocked), then inserted under
 * the buyer's lock. An account deletion taking that lock in between erases the unpaid journey, and the insert then
 * breaks the journey foreign key: the buyer is answered 500 "Something went wrong on our side", not told the purchase
 * is gone (404) or that they are signed out (401).
 */
describeWithApp('a complaint sent while the account is deleted (attack15)', (ctx, api) => {
  it('answers the complaint 201, 401 or 404, never 500', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const b = await signedInFamilyJourney(ctx().app);
      const [raised, deleted] = await Promise.all([
        api('POST', '/v1/users/me/grievances', b.headers, complaint(b.journeyId)),
        // The deletion a moment after the complaint: once its journey has been read.
        new Promise((resolve) => setTimeout(resolve, i)).then(() => api('DELETE', '/v1/account', b.headers)),
      ]);
      expect(deleted.statusCode).toBe(200);
      answers.push(raised.statusCode);
    }
    expect(answers.filter((s) => ![201, 401, 404].includes(s))).toEqual([]);
  });
});
