import { addDays, indiaDate, toDisplayDate } from '@kavach/domain';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
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
const realZone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'UTC';
});
afterEach(() => {
  vi.useRealTimers();
  if (realZone === undefined) delete process.env.TZ;
  else process.env.TZ = realZone;
});

describeWithApp('term: the first day of cover by India’s calendar, whatever the server’s zone', (ctx) => {
  it('prices and schedules cover bought at 1:30 am in Pune on the age the cover starts at', async () => {
    // 1:30 am today in India (20:00 UTC the evening before): cover bought now starts tomorrow, India's day.
    const today = indiaDate(new Date());
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${addDays(today, -1)}T20:00:00.000Z`) });
    const firstDay = addDays(today, 1);
    // The life assured turns 31 on the first day of cover.
    const dob = `${Number(firstDay.slice(0, 4)) - 31}${firstDay.slice(4)}`;
    const j = await savedTermProposal(ctx().app, { quote: { dob, sum_assured: 2_500_000 } });
    const schedule = await paidScheduleText(ctx().app, 'TERM', j);
    expect(/Policy term: [^(]*\(cover till age \d+\)/.exec(schedule)?.[0]).toBe(
      `Policy term: 34 years, ${toDisplayDate(firstDay)} to ${toDisplayDate(addDays(`${Number(firstDay.slice(0, 4)) + 34}${firstDay.slice(4)}`, -1))} (cover till age 65)`,
    );
  });
});
