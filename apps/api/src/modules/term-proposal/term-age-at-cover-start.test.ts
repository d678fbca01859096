import { expect, it } from 'vitest';
import { shiftedDate } from '../../../test/motor-fixtures.ts';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack13: a term journey is priced (and its term to 65 set) on the life assured's age on the day of confirmation,
 * but its cover starts the day after payment (issue-policy.ts). Life insurers rate on the age at the commencement of
 * risk. A buyer whose birthday is that day is priced one year younger and given a term one year too long — and at the
 * edge, sold a plan they are too old for: cover to 65 needs at least 5 years, so a 61-year-old may not buy it
 * (price-at-confirmation.test.ts), yet one who turns 61 on the first day of cover does.
 */
describeWithApp('term: the age the cover starts at (attack13)', (ctx, api) => {
  it('does not issue cover to 65 to someone who turns 61 on its first day: 5 years "till age 66"', async () => {
    const firstDay = shiftedDate(1);
    const dob = `${Number(firstDay.slice(0, 4)) - 61}${firstDay.slice(4)}`;
    const j = await savedTermProposal(ctx().app, { quote: { dob, sum_assured: 2_500_000 } });
    const confirmed = await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId });
    let outcome: string;
    if (confirmed.statusCode === 200) {
      const { status } = await payConfirmedJourney(ctx().app, 'TERM', j);
      const pdf = await api('GET', `/v1/termlife/policy/download/${j.journeyId}`, j.headers);
      const schedule = (await pdfText(pdf)).replace(/\s+/g, ' ');
      outcome = `issued ${status.status}: ${/Policy term: [^(]*\(cover till age \d+\)/.exec(schedule)?.[0]}`;
    } else outcome = `refused ${confirmed.statusCode}: ${confirmed.json().error.message}`;
    // Refused (the age on the first day of cover leaves under 5 years to 65), or, if cover started the day it was
    // priced, issued to 65; never 5 years to 66 at the price of a 60-year-old.
    expect(outcome).toMatch(/^refused 4\d\d: |\(cover till age 65\)$/);
  });
});
