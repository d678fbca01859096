import { expect, it } from 'vitest';
import { quoteAndWait, quoteRequest, selfAt } from '../../../test/health-fixtures.ts';
import { onUtcServerAtNightInIndia, turningOn } from '../../../test/india-night.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * Health admits and rates each member on their age on the first day of cover (async-quote.test.ts: Health Guard takes
 * adults to 65, so a buyer whose 66th birthday is tomorrow is not offered it). That day is worked out by the server's
 * clock zone (rating-context.ts: todayIso + 1), while the policy starts on India's tomorrow (issue-policy.ts). On a
 * server running in UTC, between midnight and 5:30 am in India the quote admits the buyer on the age of the day
 * before the cover starts: they are offered, and can buy, a plan they are too old for on every day of its cover.
 */
const { at130Ist } = onUtcServerAtNightInIndia();

describeWithApp('health: entry age on India’s first day of cover, whatever the server’s zone', (ctx) => {
  it('does not offer a plan that takes adults to 65 at 1:30 am in Pune to a buyer who turns 66 on the first day', async () => {
    const dob = turningOn(at130Ist(), 66);
    const list = await quoteAndWait(
      ctx().app,
      quoteRequest({ member_covered: [{ ...selfAt(65), dob }], filter_criteria: { insurers: ['bajaj-allianz'] } }),
    );
    expect(list.quotation_list.map((q: { plan_id: string }) => q.plan_id)).not.toContain('health-guard');
  });
});
