import { GRIEVANCE_LIMITS } from '@kavach/domain';
import { expect, it } from 'vitest';
import { signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack8: a buyer may raise 5 complaints an hour (GRIEVANCE_LIMITS.perUserPerHour; raise-grievance.ts says "two
 * calls at the very same moment may both pass this count: one complaint over, never a flood"). The count and the
 * insert are separate statements with nothing holding them together, so complaints sent all at once are all counted
 * before any is stored: the buyer fills the staff's queue with as many as the per-address limit lets through.
 */
describeWithApp('attack8: complaints sent at once', (ctx, api) => {
  it('stores at most one complaint over the hourly limit however many are sent at once', async () => {
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
    const stored = answers.filter((r) => r.statusCode === 201).length;
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 429)).toBe(true);
    expect(stored).toBeLessThanOrEqual(GRIEVANCE_LIMITS.perUserPerHour + 1);
  });
});
