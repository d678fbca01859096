import { GRIEVANCE_LIMITS } from '@kavach/domain';
import { expect, it } from 'vitest';
import { signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * A buyer may raise 5 complaints an hour (GRIEVANCE_LIMITS.perUserPerHour). An attacker's review found the count and
 * the insert apart, so complaints sent all at once were all counted before any was stored (20 of 20 kept): a buyer
 * could fill the staff's queue. The count now runs under a lock on the buyer.
 */
describeWithApp('complaints sent at once', (ctx, api) => {
  it('stores no more than the hourly limit however many are sent at once', async () => {
    const b = await signedInFamilyJourney(ctx().app);
    const body = {
      journey_id: b.journeyId,
      category: 'CLAIM',
      subject: 'Cashless claim refused',
      description: 'The hospital says my cashless claim was refused without any reason given.',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api('POST', '/v1/users/me/grievances', b.headers, body)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect({
      stored: statuses.filter((s) => s === 201).length,
      refused: statuses.filter((s) => s === 429).length,
    }).toEqual({ stored: GRIEVANCE_LIMITS.perUserPerHour, refused: 20 - GRIEVANCE_LIMITS.perUserPerHour });
  });
});
