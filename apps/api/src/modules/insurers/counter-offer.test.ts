import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { formatInr } from '@kavach/domain';
import { insurerCases, paymentAttempts, policies, sandboxInsurerProposals } from '../../db/schema.ts';
import { confirmJourney, payAndReturn, payConfirmedJourney, scheduleText } from '../../../test/payments.ts';
import { declaring, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';
import { TEST_APP_SECRET, staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { createPolicyConnectors } from '../../providers/insurers/index.ts';
import { OFFER_CLOSED } from '../payments/counter-offer-payment.ts';

/** A sandbox insurer's API key, as the test app derives it from its app secret. */
const sandboxApiKey = (insurerId: string) =>
  createPolicyConnectors({ connector: 'sandbox', timeoutMs: 1000 }, TEST_APP_SECRET, [], () => null).sandboxKeys(
    insurerId,
  ).apiKey;

/**
 * A health counter-offer answered by its buyer (docs/product/insurer-cases.md): accepted, its difference is paid on an
 * attempt of its own and the insurer issues at the loaded premium; money for an offer no longer open goes back.
 */
describeWithApp('a counter-offer accepted and paid', (ctx, api) => {
  /** A paid health purchase the sandbox insurer counter-offers (a condition its table does not name), and its premium. */
  async function counterOffered(): Promise<{ j: BuyerJourney; premiumPaise: number; extraPaise: number }> {
    const j = await readyToPayJourney(ctx().app);
    const saved = await api(
      'POST',
      '/v1/health/journey/save-medical-declaration',
      j.headers,
      declaring(j, ['KIDNEY_DISEASE']),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await confirmJourney(ctx().app, 'HEALTH', j);
    const { status } = await payConfirmedJourney(ctx().app, 'HEALTH', j);
    expect(status.message).toMatch(/^Counter-offer: /);
    const premiumPaise = Math.round(status.total_number * 100);
    // The sandbox's rule: a 20% loading of the premium paid, rounded to the rupee (docs/insurers.md).
    return { j, premiumPaise, extraPaise: Math.round((premiumPaise * 0.2) / 100) * 100 };
  }
  const answer = (j: BuyerJourney, reply: 'ACCEPT' | 'DECLINE') =>
    api('POST', '/v1/insurer-cases/counter-offer', j.headers, { journey_id: j.journeyId, answer: reply });
  /** The buyer's decline as it reaches the insurer, its reply kept here: what Kavach's call would have heard. */
  const declineAtInsurer = async (row: { insurerId: string; insurerRef: string | null }) =>
    (
      await ctx().app.inject({
        method: 'POST',
        url: `/sandbox-insurer/${row.insurerId}/proposals/${row.insurerRef}/counter-offer`,
        headers: { authorization: `Bearer ${sandboxApiKey(row.insurerId)}` },
        payload: { answer: 'DECLINE' },
      })
    ).json();
  const statusOf = async (j: BuyerJourney, attemptId: string) =>
    (await api('GET', `/v1/health/payments/status/${j.journeyId}/${attemptId}`, j.headers)).json();
  const attemptsOf = async (journeyId: string) =>
    (await ctx().handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.journeyId, journeyId)))
      .map((a) => [a.purpose, a.status, a.amountPaise, a.refundPaise])
      .sort((a, b) => String(a).localeCompare(String(b)));

  it('shows the counter-offer in plain words; declining it refunds the premium in full, once', async () => {
    const { j, premiumPaise, extraPaise } = await counterOffered();
    const card = (await api('GET', '/v1/users/me/dashboard', j.headers))
      .json()
      .journeys.find((r: { journey_id: string }) => r.journey_id === j.journeyId);
    expect(card).toMatchObject({
      insurer_stage: `Counter-offer: ${formatInr(extraPaise / 100)} more a year for kidney disease (a 20% loading)`,
      counter_offer: { extra_premium: extraPaise / 100, reason: 'A 20% loading for kidney disease' },
      payment_held: premiumPaise / 100,
    });
    const declined = await answer(j, 'DECLINE');
    expect(declined.json()).toMatchObject({ status: 'WITHDRAWN', payment_url: null });
    const [premium] = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.journeyId, j.journeyId));
    // The refund is the gateway's own job: until it has run, the status says the premium will be refunded.
    const after = await vi.waitFor(
      async () => {
        const status = await statusOf(j, premium!.id);
        expect(status.failure_reason).toContain('has been refunded to you');
        return status;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(after).toMatchObject({
      status: 'FAILED',
      policy_number: null,
      with_insurer: true,
      message: `Withdrawn — ${formatInr(premiumPaise / 100)} refunded`,
    });
    expect((await answer(j, 'DECLINE')).statusCode).toBe(409);
    expect(await attemptsOf(j.journeyId)).toEqual([['PREMIUM', 'REFUNDED', premiumPaise, premiumPaise]]);
    expect(await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId))).toEqual([]);
  });

  it('hears a decline whose reply was lost by the insurer’s callback, and refunds the premium', async () => {
    const { j, premiumPaise } = await counterOffered();
    const [row] = await ctx().handle.db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    // Kavach's call reached the insurer, which withdrew the proposal, but its reply never came back: the answer cannot
    // be given twice (a second answer is refused), and a case waiting on its buyer is not polled.
    expect(await declineAtInsurer(row!)).toMatchObject({ status: 'WITHDRAWN' });
    await vi.waitFor(
      async () => expect(await attemptsOf(j.journeyId)).toEqual([['PREMIUM', 'REFUNDED', premiumPaise, premiumPaise]]),
      { timeout: 20_000, interval: 100 },
    );
    expect(await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId))).toEqual([]);
  });

  it('hears a decline whose reply and callback were both lost when the buyer declines again', async () => {
    const { j, premiumPaise } = await counterOffered();
    const [row] = await ctx().handle.db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    // The insurer's callbacks for this proposal go nowhere, and the decline reaches it with no reply.
    await ctx()
      .handle.db.update(sandboxInsurerProposals)
      .set({ callbackUrl: 'http://127.0.0.1:9/lost' })
      .where(eq(sandboxInsurerProposals.id, row!.insurerRef!));
    expect(await declineAtInsurer(row!)).toMatchObject({ status: 'WITHDRAWN' });
    // The buyer, still shown the offer, declines again: the insurer refuses a second answer, and Kavach reads where
    // the proposal stands instead of asking the buyer to try again for ever.
    const again = await answer(j, 'DECLINE');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'WITHDRAWN' });
    await vi.waitFor(
      async () => expect(await attemptsOf(j.journeyId)).toEqual([['PREMIUM', 'REFUNDED', premiumPaise, premiumPaise]]),
      { timeout: 20_000, interval: 100 },
    );
  });

  it('pays the difference on its own attempt; the insurer issues at the loaded premium, which the buyer sees', async () => {
    const { j, premiumPaise, extraPaise } = await counterOffered();
    // Two tabs: the second's payment page supersedes the first's, which the gateway then closes unpaid.
    const first = await answer(j, 'ACCEPT');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'COUNTER_OFFER', payment_url: expect.stringContaining('/') });
    const second = (await answer(j, 'ACCEPT')).json();
    await payAndReturn(ctx().app, first.json().payment_url);
    await payAndReturn(ctx().app, second.payment_url);

    const paid = await statusOf(j, second.payment_attempt_id);
    expect(paid).toMatchObject({ status: 'SUCCESS', total_number: extraPaise / 100 });
    expect(paid.policy_number).toMatch(/^[A-Z-]+-H-\d{4}-[0-9A-F]{8}$/);
    const stale = await statusOf(j, first.json().payment_attempt_id);
    expect(stale).toMatchObject({ status: 'FAILED', no_money_taken: true });

    const dashboard = (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
    expect(dashboard.policies).toEqual([
      expect.objectContaining({ policy_number: paid.policy_number, premium_paid: (premiumPaise + extraPaise) / 100 }),
    ]);
    const schedule = await scheduleText(ctx().app, 'HEALTH', j);
    const rs = (paise: number) => `Rs. ${(paise / 100).toLocaleString('en-IN')}`;
    expect(schedule).toContain(`Insurer's loading (counter-offer accepted): ${rs(extraPaise)}`);
    expect(schedule).toContain(`Total premium paid: ${rs(premiumPaise + extraPaise)}`);

    // Answered: a third tab's accept or a decline now is refused, and nothing more is charged or refunded.
    expect((await answer(j, 'ACCEPT')).statusCode).toBe(409);
    expect((await answer(j, 'DECLINE')).statusCode).toBe(409);
    expect(await attemptsOf(j.journeyId)).toEqual([
      ['COUNTER_OFFER', 'CANCELLED', extraPaise, null],
      ['COUNTER_OFFER', 'SUCCESS', extraPaise, null],
      ['PREMIUM', 'SUCCESS', premiumPaise, null],
    ]);
    const [row] = await ctx().handle.db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    expect(row).toMatchObject({ status: 'ISSUED', premiumPaise, topUpPaise: extraPaise });
  });

  it('refunds in full a difference paid after the buyer declined the offer in another tab, and the premium', async () => {
    const { j, premiumPaise, extraPaise } = await counterOffered();
    const accepted = (await answer(j, 'ACCEPT')).json();
    expect((await answer(j, 'DECLINE')).json()).toMatchObject({ status: 'WITHDRAWN' });
    await payAndReturn(ctx().app, accepted.payment_url);

    const late = await statusOf(j, accepted.payment_attempt_id);
    expect(late).toMatchObject({ status: 'FAILED', policy_number: null });
    expect(late.failure_reason).toBe(`${OFFER_CLOSED}. ${formatInr(extraPaise / 100)} has been refunded to you.`);
    expect(await attemptsOf(j.journeyId)).toEqual([
      ['COUNTER_OFFER', 'REFUNDED', extraPaise, extraPaise],
      ['PREMIUM', 'REFUNDED', premiumPaise, premiumPaise],
    ]);
    expect(await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId))).toEqual([]);
  });

  it('keeps a paid difference while the insurer does not take the acceptance, and tells it later (the queue, or the buyer’s next look)', async () => {
    const { j, premiumPaise, extraPaise } = await counterOffered();
    const [row] = await ctx().handle.db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    const proposal = eq(sandboxInsurerProposals.brokerReference, row!.id);
    // The insurer refuses every answer for now (its proposal is not at the counter-offer, as it sees it).
    await ctx().handle.db.update(sandboxInsurerProposals).set({ status: 'SUBMITTED' }).where(proposal);
    const accepted = (await answer(j, 'ACCEPT')).json();
    await payAndReturn(ctx().app, accepted.payment_url);

    const waiting = await statusOf(j, accepted.payment_attempt_id);
    expect(waiting).toMatchObject({ status: 'SUCCESS', policy_number: null, with_insurer: true });
    expect(waiting.message).toBe(
      `With Bajaj Allianz: counter-offer accepted and ${formatInr(extraPaise / 100)} paid; the insurer issues the policy`,
    );
    const card = (await api('GET', '/v1/users/me/dashboard', j.headers))
      .json()
      .journeys.find((r: { journey_id: string }) => r.journey_id === j.journeyId);
    expect(card).toMatchObject({ insurer_stage: waiting.message, counter_offer: null });
    // Paid already: a decline now would have to refund it, so the buyer is not offered one; a second payment is refused.
    expect((await answer(j, 'ACCEPT')).statusCode).toBe(409);

    await ctx().handle.db.update(sandboxInsurerProposals).set({ status: 'COUNTER_OFFER' }).where(proposal);
    await vi.waitFor(
      async () => expect((await statusOf(j, accepted.payment_attempt_id)).policy_number).toMatch(/-H-/),
      { timeout: 30_000, interval: 500 },
    );
    expect(await attemptsOf(j.journeyId)).toEqual([
      ['COUNTER_OFFER', 'SUCCESS', extraPaise, null],
      ['PREMIUM', 'SUCCESS', premiumPaise, null],
    ]);
  }, 60_000);

  it('returns, in the free look, the premium and the difference each by its share, less the stamp duty once', async () => {
    const { j, premiumPaise, extraPaise } = await counterOffered();
    await payAndReturn(ctx().app, (await answer(j, 'ACCEPT')).json().payment_url);
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    if (!policy) throw new Error('no policy issued');
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const cancelled = await api(
      'POST',
      `/v1/ops/policies/${encodeURIComponent(policy.policyNumber)}/free-look-cancel`,
      staff,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Not yet on cover: everything back but the ₹1 stamp duty, from the two payments in proportion to each.
    const refundPaise = premiumPaise + extraPaise - 100;
    expect(cancelled.json().refund).toMatchObject({ amount: refundPaise / 100, days_on_cover: 0 });
    const extraBack = Math.floor((refundPaise * extraPaise) / (premiumPaise + extraPaise));
    expect(await attemptsOf(j.journeyId)).toEqual([
      ['COUNTER_OFFER', 'REFUNDED', extraPaise, extraBack],
      ['PREMIUM', 'REFUNDED', premiumPaise, refundPaise - extraBack],
    ]);
    const dashboard = (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
    expect(dashboard.policies).toEqual([expect.objectContaining({ cancel_refund: refundPaise / 100 })]);
  });

  it('refuses to accept for another buyer, or an offer no insurer made', async () => {
    const { j } = await counterOffered();
    const stranger = await readyToPayJourney(ctx().app);
    const theirs = await api('POST', '/v1/insurer-cases/counter-offer', stranger.headers, {
      journey_id: j.journeyId,
      answer: 'ACCEPT',
    });
    expect(theirs.statusCode).toBe(404);
    const none = await answer(stranger, 'ACCEPT');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('The insurer is not waiting for this answer');
    const bad = await api('POST', '/v1/insurer-cases/counter-offer', j.headers, {
      journey_id: j.journeyId,
      answer: 'MAYBE',
    });
    expect(bad.statusCode).toBe(400);
  });
});
