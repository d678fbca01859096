import { expect, it } from 'vitest';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack26: the term proposal holds the cover to the life assured's income (termCoverMultiple: 25× under 35), but
 * only the cover of the journey in hand. A life assured of 30 earning ₹1,50,000 may be covered for ₹37.5 lakh; two
 * ₹25 lakh policies for the same person (same name, PAN and date of birth) are each sold, and Kavach issues
 * ₹50 lakh of life cover on that income — the over-insurance the rule is there to refuse, on a policy Kavach itself
 * issued days before.
 */
describeWithApp('term: the cover-to-income rule counts the life assured’s Kavach cover in force (attack26)', (ctx, api) => {
  const buy = async () => {
    const j = await savedTermProposal(ctx().app, {
      quote: { sum_assured: 2_500_000 },
      lifeAssured: { annual_income: 150_000 },
    });
    const confirmed = await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId });
    return { j, confirmed };
  };

  it('refuses a second ₹25 lakh policy that takes the same life past 25× their ₹1,50,000 income', async () => {
    const first = await buy();
    expect(first.confirmed.statusCode).toBe(200);
    expect((await payConfirmedJourney(ctx().app, 'TERM', first.j)).status.status).toBe('SUCCESS');

    const second = await buy();
    // ₹25 lakh + ₹25 lakh = ₹50 lakh > 25 × ₹1,50,000 = ₹37.5 lakh: not to be confirmed, so never paid for.
    expect(second.confirmed.statusCode).toBe(409);
  });
});
