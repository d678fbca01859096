import { addDays, periodEnd, toDisplayDate } from '@kavach/domain';
import { expect, it } from 'vitest';
import { onUtcServerAtNightInIndia, turningOn } from '../../../test/india-night.ts';
import { shiftedDate } from '../../../test/motor-fixtures.ts';
import { confirmJourney, paidScheduleText, payConfirmedJourney, scheduleText } from '../../../test/payments.ts';
import { afterMedicalTest, savedTermProposal, termQuote } from '../../../test/term-fixtures.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

/**
 * attack13: a term journey is priced (and its term to 65 set) on the life assured's age on the day of confirmation,
 * but its cover starts the day after payment (issue-policy.ts). Life insurers rate on the age at the commencement of
 * risk. A buyer whose birthday is that day is priced one year younger and given a term one year too long — and at the
 * edge, sold a plan they are too old for: cover to 65 needs at least 5 years, so a 61-year-old may not buy it
 * (price-at-confirmation.test.ts), yet one who turns 61 on the first day of cover does.
 */
describeWithApp('term: the age the cover starts at (attack13)', (ctx, api) => {
  it('does not issue cover to 65 to someone who turns 61 on its first day: 5 years "till age 66"', async () => {
    const dobTurning = (age: number, day: string) => `${Number(day.slice(0, 4)) - age}${day.slice(4)}`;
    // 61 on the first day of cover (tomorrow): no plan may sell cover to 65, so the quote itself is refused.
    const refused = await api(
      'POST',
      '/v1/termlife/single-quote',
      { 'x-session-id': await newSession(ctx().app) },
      termQuote({
        request_type: 'BASE_SINGLE_QUOTATION',
        plan_id: 'e-term-plan',
        dob: dobTurning(61, shiftedDate(1)),
        sum_assured: 2_500_000,
      }),
    );
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      400,
      'This plan cannot be quoted: Cover till age 65 needs at least 5 years',
    ]);
    // 61 the day after: 60 when cover starts, sold and scheduled as 5 years to 65.
    const j = await savedTermProposal(ctx().app, {
      quote: { dob: dobTurning(61, shiftedDate(2)), sum_assured: 2_500_000 },
    });
    // 60 is past the sandbox insurer's straight-through age: it issues after the medical test (docs/insurers.md).
    await confirmJourney(ctx().app, 'TERM', j);
    await payConfirmedJourney(ctx().app, 'TERM', j);
    await afterMedicalTest(ctx().app, j);
    const schedule = await scheduleText(ctx().app, 'TERM', j);
    expect(/Policy term: [^(]*\(cover till age \d+\)/.exec(schedule)?.[0]).toBe(
      `Policy term: 5 years, ${toDisplayDate(shiftedDate(1))} to ${toDisplayDate(addDays(shiftedDate(1, 60), -1))} (cover till age 65)`,
    );
  });
});

/**
 * A term journey is priced, and its term to 65 set, on the life assured's age on the first day of cover — but that
 * day is worked out by the server's own clock zone (todayIso + 1, term-journey.ts), while the policy's first day is
 * India's tomorrow (issue-policy.ts: indiaTomorrow). On a server running in UTC, as servers and containers do, a buyer
 * paying between midnight and 5:30 am in India is priced on the age of the day before the cover starts: someone whose
 * 31st birthday is the first day of cover pays a 30-year-old's premium for 35 years of cover, "till age 66".
 */
describeWithApp('term: the first day of cover by India’s calendar, whatever the server’s zone', (ctx) => {
  // A UTC server at night, for this block's tests only.
  const { at130Ist } = onUtcServerAtNightInIndia();

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
