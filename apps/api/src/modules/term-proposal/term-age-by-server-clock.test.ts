import { periodEnd, toDisplayDate } from '@kavach/domain';
import { expect, it } from 'vitest';
import { onUtcServerAtNightInIndia, turningOn } from '../../../test/india-night.ts';
import { paidScheduleText } from '../../../test/payments.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * A term journey is priced, and its term to 65 set, on the life assured's age on the first day of cover — but that
 * day is worked out by the server's own clock zone (todayIso + 1, term-journey.ts), while the policy's first day is
 * India's tomorrow (issue-policy.ts: indiaTomorrow). On a server running in UTC, as servers and containers do, a buyer
 * paying between midnight and 5:30 am in India is priced on the age of the day before the cover starts: someone whose
 * 31st birthday is the first day of cover pays a 30-year-old's premium for 35 years of cover, "till age 66".
 */
const { at130Ist } = onUtcServerAtNightInIndia();

describeWithApp('term: the first day of cover by India’s calendar, whatever the server’s zone', (ctx) => {
  it('prices and schedules cover bought at 1:30 am in Pune on the age the cover starts at', async () => {
    const firstDay = at130Ist();
    // The life assured turns 31 on the first day of cover.
    const dob = turningOn(firstDay, 31);
    const j = await savedTermProposal(ctx().app, { quote: { dob, sum_assured: 2_500_000 } });
    const schedule = await paidScheduleText(ctx().app, 'TERM', j);
    expect(/Policy term: [^(]*\(cover till age \d+\)/.exec(schedule)?.[0]).toBe(
      `Policy term: 34 years, ${toDisplayDate(firstDay)} to ${toDisplayDate(periodEnd(firstDay, 34))} (cover till age 65)`,
    );
  });
});
