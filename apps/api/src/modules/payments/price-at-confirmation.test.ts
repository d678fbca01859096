import { MESSAGES, coverIncomeProblem, formatInr, premiumChanged } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { insurerCases, journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { uploadIncomeProof } from '../../../test/kyc-fixtures.ts';
import {
  expectScheduleSays,
  payAndExpectCharged,
  payAndReturn,
  payConfirmedJourney,
  untilWebhookRecorded,
  refundedStatus,
} from '../../../test/payments.ts';
import { shiftedDate } from '../../../test/motor-fixtures.ts';
import { dobForAge, savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';
import { PRICE_MOVED_OVERNIGHT, RECONFIRM_NEW_DAY } from './initiate-payment.ts';

// docs/decisions.md §4a: a journey is confirmed only at the price its facts earn on the day of confirmation. A term
// journey is priced on the life assured's age; a buyer who quoted at 30 and comes back to confirm after their birthday
// is 31.
describeWithApp('a journey priced again at confirmation', (ctx, api) => {
  const confirm = (j: BuyerJourney) =>
    api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId });
  const review = async (j: BuyerJourney) =>
    (await api('GET', `/v1/termlife/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
  // ₹25 lakh needs no income proof: the proposal is complete once saved (the sandbox CKYC finds the PAN).
  const readyTermJourney = (age: number) =>
    savedTermProposal(ctx().app, { quote: { dob: dobForAge(age), sum_assured: 2_500_000 } });

  /** The journey as it stands had it been quoted for someone born on `dob` (a birthday passed since the quote). */
  const quotedBornOn = async (j: BuyerJourney, dob: string) => {
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    await ctx()
      .handle.db.update(journeys)
      .set({ quoteRequest: { ...(row!.quoteRequest as object), dob } as never })
      .where(eq(journeys.id, j.journeyId));
  };

  it('confirms a journey whose price is unchanged exactly as before: at the premium reviewed', async () => {
    const j = await readyTermJourney(30);
    const reviewed = await review(j);
    const confirmed = await confirm(j);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'CONFIRMED',
      total_premium: reviewed.premium.premium_summary.total_premium,
    });
    expect(reviewed.premium.premium_summary.total_premium).toBe(j.quote.periodic_premium_breakups.total_premium);
    expect((await review(j)).premium).toEqual(reviewed.premium);
  });

  it('refuses a confirmation after a birthday with the new premium, shows it on review, and charges exactly it once confirmed', async () => {
    const j = await readyTermJourney(30);
    const quoted = (await review(j)).premium.premium_summary.total_premium as number;
    await quotedBornOn(j, dobForAge(31));

    const refused = await confirm(j);
    expect(refused.statusCode).toBe(409);
    const after = await review(j);
    const repriced = after.premium.premium_summary.total_premium as number;
    // One year older: a dearer premium, and cover to 65 one year shorter.
    expect(repriced).toBeGreaterThan(quoted);
    expect(after.plan).toMatchObject({ policy_term: 34, cover_till_age: 65 });
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: premiumChanged(repriced) });
    expect(after.status).toBe('INITIATED');

    const confirmed = await confirm(j);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', total_premium: repriced });
    const status = await payAndExpectCharged(ctx(), 'TERM', j, repriced);
    const pdf = await api('GET', `/v1/termlife/policy/download/${j.journeyId}`, j.headers);
    await expectScheduleSays(pdf, `term-policy-${status.policy_number}.pdf`, ['34 years']);
  });

  it('sends a confirmed journey back to review when its price moved, cancelling the payment opened for the old one', async () => {
    const j = await readyTermJourney(30);
    expect((await confirm(j)).statusCode).toBe(200);
    const opened = await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId });
    expect(opened.statusCode).toBe(200);
    await quotedBornOn(j, dobForAge(31));

    expect((await confirm(j)).statusCode).toBe(409);
    expect((await review(j)).status).toBe('INITIATED');
    const [attempt] = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, opened.json().payment_attempt_id));
    expect(attempt!.status).toBe('CANCELLED');
    // The old confirmation can no longer be paid for.
    expect(
      (await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(409);
  });

  // attack22: the cover-to-income rule (25× under 35, 20× from 35) was checked only when the life assured was saved,
  // so a ₹50 lakh cover on ₹2 lakh a year, saved at 34, was confirmed and sold at 35, where 20× allows ₹40 lakh.
  it('refuses, saying why, a cover the stated income no longer supports once a birthday lowers the multiple', async () => {
    const j = await savedTermProposal(ctx().app, {
      quote: { dob: dobForAge(34), sum_assured: 5_000_000 },
      lifeAssured: { annual_income: 200_000 },
    });
    await uploadIncomeProof(ctx().app, j.headers, j.journeyId);
    await quotedBornOn(j, dobForAge(35));
    for (const attempt of [await confirm(j), await confirm(j)]) {
      expect(attempt.statusCode).toBe(409);
      expect(attempt.json().error.fields).toEqual({ annual_income: coverIncomeProblem(35, 200_000, 5_000_000) });
    }
    expect(
      (await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(409);
  });

  it('refuses, saying why, a journey its plan no longer covers at the new age, and keeps its price', async () => {
    // Cover to 65 needs at least 5 years: a 60-year-old may buy it, a 61-year-old may not.
    const j = await readyTermJourney(60);
    const before = (await review(j)).premium;
    await quotedBornOn(j, dobForAge(61));

    const refused = await confirm(j);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This plan can no longer be offered on this journey: Cover till age 65 needs at least 5 years',
    });
    expect((await review(j)).premium).toEqual(before);
  });

  it('opens no payment on a confirmation from an earlier day: it is confirmed, and priced, again first', async () => {
    const j = await readyTermJourney(30);
    expect((await confirm(j)).statusCode).toBe(200);
    // Confirmed yesterday by the Indian calendar (a day is always more than the 5:30 hours between the clocks).
    await ctx()
      .handle.db.update(journeys)
      .set({ confirmedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(journeys.id, j.journeyId));
    const stale = await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(RECONFIRM_NEW_DAY);
    expect(
      await ctx().handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.journeyId, j.journeyId)),
    ).toEqual([]);

    expect((await confirm(j)).statusCode).toBe(200);
    const { status } = await payConfirmedJourney(ctx().app, 'TERM', j);
    expect(status.status).toBe('SUCCESS');
  });

  describe('a checkout opened before midnight and paid after it', () => {
    /** A payment opened for `j`, then the clock past midnight: its confirmation is from yesterday (Indian calendar). */
    const openedYesterday = async (j: BuyerJourney) => {
      expect((await confirm(j)).statusCode).toBe(200);
      const opened = (
        await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId })
      ).json();
      await ctx()
        .handle.db.update(journeys)
        .set({ confirmedAt: new Date(Date.now() - 86_400_000) })
        .where(eq(journeys.id, j.journeyId));
      return opened as { payment_attempt_id: string; payment_url: string };
    };
    const statusOf = async (j: BuyerJourney, attemptId: string) =>
      (await api('GET', `/v1/termlife/payments/status/${j.journeyId}/${attemptId}`, j.headers)).json();

    it('keeps the money and issues the policy when the journey still earns the premium confirmed', async () => {
      const j = await readyTermJourney(30);
      const confirmedPremium = (await review(j)).premium.premium_summary.total_premium as number;
      const opened = await openedYesterday(j);
      await payAndReturn(ctx().app, opened.payment_url);
      expect(await statusOf(j, opened.payment_attempt_id)).toMatchObject({
        status: 'SUCCESS',
        total_number: confirmedPremium,
      });
    });

    it('refunds a premium the journey no longer earns (a birthday at midnight), issues nothing, and prices it anew', async () => {
      const j = await readyTermJourney(30);
      const confirmedPremium = (await review(j)).premium.premium_summary.total_premium as number;
      const opened = await openedYesterday(j);
      await quotedBornOn(j, dobForAge(31));
      await payAndReturn(ctx().app, opened.payment_url);

      const status = await refundedStatus(ctx().app, 'TERM', j, opened.payment_attempt_id);
      expect(status).toMatchObject({ status: 'FAILED', no_money_taken: false, policy_number: null });
      expect(status.failure_reason).toBe(
        `${PRICE_MOVED_OVERNIGHT}. ₹${confirmedPremium.toLocaleString('en-IN')} has been refunded to you.`,
      );
      expect((await api('GET', `/v1/termlife/policy/download/${j.journeyId}`, j.headers)).statusCode).toBe(404);
      // Paying again starts from a new confirmation, which shows the premium the journey earns today.
      const again = await confirm(j);
      expect(again.statusCode).toBe(409);
      const repriced = (await review(j)).premium.premium_summary.total_premium as number;
      expect(repriced).toBeGreaterThan(confirmedPremium);
      expect(again.json().error.message).toBe(premiumChanged(repriced));
    });
  });

  // A policy is issued on a later day than its money was kept when the process failed between the two and the
  // minute's sweep (or the buyer's status read) finishes it. Cover is not backdated, so it starts the day after the
  // issue, and the premium must be the one that day earns, as for money held for the KYC review.
  describe('a policy issued on a later day than the payment', () => {
    /**
     * Paid, then as a crash before the case went to the insurer leaves it (the money kept, no case, no policy), then
     * read three weeks on: the premium is checked before the proposal is submitted.
     */
    const paidThenReadLater = async (j: BuyerJourney) => {
      expect((await confirm(j)).statusCode).toBe(200);
      const { status } = await payConfirmedJourney(ctx().app, 'TERM', j);
      const attemptId = status.payment_attempt_id as string;
      await untilWebhookRecorded(ctx(), attemptId);
      await ctx().handle.db.delete(policies).where(eq(policies.journeyId, j.journeyId));
      await ctx().handle.db.delete(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 21 * 86_400_000 });
      try {
        const url = `/v1/termlife/payments/status/${j.journeyId}/${attemptId}`;
        return { paid: status.total_number as number, later: (await api('GET', url, j.headers)).json() };
      } finally {
        vi.useRealTimers();
      }
    };

    it('issues it when the journey still earns the premium paid', async () => {
      const { later } = await paidThenReadLater(await readyTermJourney(30));
      expect(later).toMatchObject({ status: 'SUCCESS', policy_number: expect.any(String) });
    });

    it('refunds a premium the cover starting now no longer earns (a birthday since), saying why', async () => {
      // 40 on the first day of cover if issued today; 41 ten days from now.
      const birthday = shiftedDate(10).endsWith('-02-29') ? shiftedDate(11) : shiftedDate(10);
      const dob = `${Number(birthday.slice(0, 4)) - 41}${birthday.slice(4)}`;
      const j = await savedTermProposal(ctx().app, { quote: { dob, sum_assured: 2_500_000 } });
      const { paid, later } = await paidThenReadLater(j);
      expect(later).toMatchObject({ status: 'FAILED', no_money_taken: false, policy_number: null });
      expect(later.failure_reason).toBe(
        `${MESSAGES.ISSUED_LATE_PRICE_MOVED}. ${formatInr(paid)} has been refunded to you.`,
      );
    });
  });
});
