import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys } from '../../db/schema.ts';
import { uploadKycPng } from '../../../test/kyc-fixtures.ts';
import { dobForAge, lifeAssured, savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

describeWithApp('attack22: term cover against income on the day of confirmation', (ctx, api) => {
  const confirm = (j: BuyerJourney) =>
    api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId });
  /** The journey as it stands had it been quoted for someone born on `dob` (a birthday passed since the quote). */
  const quotedBornOn = async (j: BuyerJourney, dob: string) => {
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    await ctx()
      .handle.db.update(journeys)
      .set({ quoteRequest: { ...(row!.quoteRequest as object), dob } as never })
      .where(eq(journeys.id, j.journeyId));
  };

  it('refuses to confirm a cover the stated income no longer supports once a birthday moves the buyer to a lower multiple', async () => {
    // attack22: the cover-to-income rule (25× under 35, 20× from 35) is checked only when the life assured is saved,
    // at that day's age. Confirmation re-prices on the age on the first day of cover but never asks the rule again,
    // so a ₹50 lakh cover on ₹2 lakh a year, saved at 34, is confirmed (and sold) at 35, where 20× allows ₹40 lakh.
    const j = await savedTermProposal(ctx().app, {
      quote: { dob: dobForAge(34), sum_assured: 5_000_000 },
      lifeAssured: { annual_income: 200_000 },
    });
    await uploadKycPng(ctx().app, j.headers, j.journeyId, 'INCOME_PROOF');
    await quotedBornOn(j, dobForAge(35));
    // The same life assured saved again at 35 is refused on the income field: the rule the product states.
    const resaved = await api('POST', '/v1/termlife/journey/save-life-assured', j.headers, {
      journey_id: j.journeyId,
      life_assured: lifeAssured({ annual_income: 200_000 }),
    });
    expect(resaved.statusCode).toBe(400);
    const first = await confirm(j);
    expect(first.statusCode).toBe(409); // the new premium, for review
    const second = await confirm(j);
    expect(second.statusCode).toBeGreaterThanOrEqual(400);
    expect(second.json().error.message).toMatch(/income/i);
  });
});
