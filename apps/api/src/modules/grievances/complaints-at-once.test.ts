import { GRIEVANCE_LIMITS } from '@kavach/domain';
import { expect, it } from 'vitest';
import { complaint } from '../../../test/grievance-fixtures.ts';
import { signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * A buyer may raise 5 complaints an hour (GRIEVANCE_LIMITS.perUserPerHour). An attacker's review found the count and
 * the insert apart, so complaints sent all at once were all counted before any was stored (20 of 20 kept): a buyer
 * could fill the staff's queue. The count now runs under a lock on the buyer.
 */
describeWithApp('complaints sent at once, or while the account is deleted', (ctx, api) => {
  it('stores no more than the hourly limit however many are sent at once', async () => {
    const b = await signedInFamilyJourney(ctx().app);
    const body = complaint(b.journeyId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api('POST', '/v1/users/me/grievances', b.headers, body)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect({
      stored: statuses.filter((s) => s === 201).length,
      refused: statuses.filter((s) => s === 429).length,
    }).toEqual({ stored: GRIEVANCE_LIMITS.perUserPerHour, refused: 20 - GRIEVANCE_LIMITS.perUserPerHour });
  });

  /**
   * attack15: a complaint is checked against its journey (raise-grievance.ts reads it, unlocked), then inserted under
   * the buyer's lock. An account deletion taking that lock in between erases the unpaid journey, and the insert then
   * breaks the journey foreign key: the buyer is answered 500 "Something went wrong on our side", not told the purchase
   * is gone (404) or that they are signed out (401).
   */
  it('answers a complaint sent while the account is deleted 201, 401 or 404, never 500', async () => {
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
