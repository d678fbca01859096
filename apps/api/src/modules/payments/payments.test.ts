import { randomUUID } from 'node:crypto';
import { indiaDate } from '@kavach/domain';
import { expect, it } from 'vitest';
import { paymentAttempts, policies } from '../../db/schema.ts';
import { describeWithApp, newSession, type BuyerJourney } from '../../../test/test-app.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { returnInFreeLook } from '../../../test/ops-fixtures.ts';
import {
  confirmJourney,
  DECLINED_CARD,
  declinedPayment,
  expectScheduleSays,
  payConfirmedJourney,
  payOnSandbox,
  pdfText,
  returnParams,
  sandboxWebhook,
  SUCCESS_CARD,
  refundedStatus,
} from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { startManyJourneys, unlimitedRecharge } from '../../../test/health-fixtures.ts';
import { hmacHex } from '../../providers/payments/payment-provider.ts';

describeWithApp('payments and policy', (ctx, api) => {
  async function confirmedJourney() {
    const j = await readyToPayJourney(ctx().app);
    const confirmed = await api('POST', '/v1/health/journey/confirmation', j.headers, {
      journey_id: j.journeyId,
      user_id: '',
    });
    expect(confirmed.statusCode).toBe(200);
    return j;
  }
  const initiate = (j: BuyerJourney) =>
    api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId });
  const status = (j: BuyerJourney, attempt: string) =>
    api('GET', `/v1/health/payments/status/${j.journeyId}/${attempt}`, j.headers);

  it('refuses to confirm an incomplete proposal, naming what is missing', async () => {
    const { signedInFamilyJourney } = await import('../../../test/proposal-fixtures.ts');
    const j = await signedInFamilyJourney(ctx().app, 'health-guard');
    const res = await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The proposal is incomplete: members, nominee, contact, medical, kyc');
    expect(Object.keys(res.json().error.fields)).toEqual(['members', 'nominee', 'contact', 'medical', 'kyc']);
    expect((await initiate(j)).statusCode).toBe(409);
  });

  it('pays on the sandbox card page, issues one policy and serves its PDF', async () => {
    const j = await confirmedJourney();
    const premium = (await api('GET', `/v1/health/journey/aggregated-premium-details/${j.journeyId}`, j.headers)).json()
      .premium_summary.total_premium;
    const started = await initiate(j);
    expect(started.statusCode).toBe(200);
    const { payment_attempt_id: attemptId, payment_url: paymentUrl } = started.json();
    expect(paymentUrl).toMatch(new RegExp(`^/sandbox-pay/${attemptId}\\?t=[0-9a-f]{64}$`));
    expect((await ctx().app.inject({ method: 'GET', url: paymentUrl })).body).toContain(
      `₹${premium.toLocaleString('en-IN')}`,
    );

    const paid = await payOnSandbox(ctx().app, paymentUrl, SUCCESS_CARD);
    expect(paid.statusCode).toBe(303);
    const back = returnParams(paid.headers.location as string);
    expect(paid.headers.location).toMatch(/^\/health-insurance\/sandbox\/redirect\?/);
    expect(back).toMatchObject({ payment_attempt_id: attemptId, status: 'SUCCESS' });

    // The webhook already settled it; the browser's signed return is accepted and changes nothing more.
    const returned = await api('POST', '/v1/payments/sandbox/return', {}, back);
    expect(returned.statusCode).toBe(200);
    const first = (await status(j, attemptId)).json();
    expect(first).toMatchObject({
      status: 'SUCCESS',
      payment_attempt_id: attemptId,
      journey_id: j.journeyId,
      total_number: premium,
      failure_reason: null,
      no_money_taken: false,
    });
    expect(first.policy_number).toMatch(/^[A-Z-]+-H-\d{4}-[0-9A-F]{8}$/);
    const second = (await api('GET', `/v1/health/payments/${attemptId}/status`, j.headers)).json();
    expect(second.policy_number).toBe(first.policy_number);
    const issued = (await ctx().handle.db.select().from(policies)).filter((p) => p.journeyId === j.journeyId);
    expect(issued).toHaveLength(1);
    // Cover starts the day after payment by the Indian calendar and runs one year less a day.
    const tomorrow = new Date(`${indiaDate(new Date())}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const lastDay = new Date(tomorrow);
    lastDay.setUTCFullYear(lastDay.getUTCFullYear() + 1);
    lastDay.setUTCDate(lastDay.getUTCDate() - 1);
    expect(issued[0]).toMatchObject({
      startDate: tomorrow.toISOString().slice(0, 10),
      endDate: lastDay.toISOString().slice(0, 10),
    });

    await expectScheduleSays(
      await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers),
      `health-policy-${first.policy_number}.pdf`,
      [
        first.policy_number,
        'Bajaj Allianz',
        'Health Guard',
        'Rahul Kulkarni',
        'Priya Kulkarni',
        'Free-look period',
        '30 days',
        'GST',
        'Health conditions declared',
        'None declared.',
      ],
    );

    // A paid journey is not paid again.
    const again = await initiate(j);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This journey is already paid');
  });

  it('the policy schedule names the insurer, what each add-on pays for, the free-look period and where to complain', async () => {
    const j = await readyToPayJourney(ctx().app);
    const put = await ctx().app.inject({
      method: 'PUT',
      url: `/v1/health/journey/${j.journeyId}/addons`,
      headers: j.headers,
      payload: { addons: [unlimitedRecharge] },
    });
    expect(put.statusCode).toBe(200);
    const rechargePrice = put
      .json()
      .plan_premium_breakups[0].addons.find((a: { addon_type: string }) => a.addon_type === 'UNLIMITED_RECHARGE')
      .total_premium as number;
    expect(rechargePrice).toBeGreaterThan(0);
    expect(
      (await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const attempt = (await initiate(j)).json();
    await payOnSandbox(ctx().app, attempt.payment_url, SUCCESS_CARD);
    const { policy_number: policyNumber } = (await status(j, attempt.payment_attempt_id)).json();

    const pdf = await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      // The insurer issued it: its name heads the schedule, which names Kavach as the intermediary and the product's UIN.
      'Bajaj Allianz Policy schedule',
      'through Kavach Sample Insurance Broking, Direct Broker (General & Life)',
      'Insurer: Bajaj Allianz',
      'Product UIN: SBX-BAJAJ-ALLIANZ-H-',
      // The add-on's benefit, in the catalogue's words, beside its price.
      `Unlimited Recharge (Rs. ${rechargePrice.toLocaleString('en-IN')} a year): Refills your full cover every time it runs out in a policy year, for related and unrelated illnesses.`,
      'Free-look period',
      'You have 30 days from the date you receive this policy to review it.',
      // The grievance route, in its order.
      `Quote policy number ${policyNumber} in every complaint about this policy.`,
      '1. Bajaj Allianz: Write to the insurer’s grievance redressal officer',
      '2. Not resolved within 14 days, or not satisfied with the reply? Register it with IRDAI’s Bima Bharosa at bimabharosa.irdai.gov.in',
      '3. If you are still not satisfied, or the insurer has not replied within 30 days, approach the Insurance Ombudsman',
      // The broker's registration (issue 46): a demo's, marked as the sample it is.
      'Insurance broker Sample broker — not a real IRDAI registration',
      'Kavach Sample Insurance Broking, Direct Broker (General & Life), IRDAI registration no. SAMPLE-000',
    ])
      expect(flat).toContain(expected);
  });

  it('a declined card fails with its reason, and a new attempt then succeeds', async () => {
    const j = await confirmedJourney();
    const firstAttempt = (await initiate(j)).json();
    const declined = await payOnSandbox(ctx().app, firstAttempt.payment_url, DECLINED_CARD);
    expect(returnParams(declined.headers.location as string).status).toBe('FAILED');
    expect((await status(j, firstAttempt.payment_attempt_id)).json()).toMatchObject({
      status: 'FAILED',
      failure_reason: 'Card declined by the issuing bank',
      policy_number: null,
      no_money_taken: true,
    });
    expect((await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers)).statusCode).toBe(404);
    const retry = (await initiate(j)).json();
    expect(retry.payment_attempt_id).not.toBe(firstAttempt.payment_attempt_id);
    await payOnSandbox(ctx().app, retry.payment_url, SUCCESS_CARD);
    expect((await status(j, retry.payment_attempt_id)).json().status).toBe('SUCCESS');
  });

  it('refuses forged webhooks and returns, and a replayed webhook issues nothing twice', async () => {
    const j = await confirmedJourney();
    const attempt = (await initiate(j)).json();
    const event = JSON.stringify({
      payment_attempt_id: attempt.payment_attempt_id,
      status: 'SUCCESS',
      amount_paise: 100,
    });
    const forged = await ctx().app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/webhook',
      payload: event,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': hmacHex('wrong-secret', `webhook|${event}`),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('Invalid webhook signature');
    const forgedReturn = await api(
      'POST',
      '/v1/payments/sandbox/return',
      {},
      {
        payment_attempt_id: attempt.payment_attempt_id,
        status: 'SUCCESS',
        signed_at: String(Math.floor(Date.now() / 1000)),
        signature: 'ab'.repeat(32),
      },
    );
    expect(forgedReturn.statusCode).toBe(400);
    expect((await status(j, attempt.payment_attempt_id)).json().status).toBe('PENDING');

    // The real gateway's webhook, captured from the card page, delivered three more times.
    const paid = await payOnSandbox(ctx().app, attempt.payment_url, SUCCESS_CARD);
    const back = returnParams(paid.headers.location as string);
    for (let i = 0; i < 3; i += 1)
      expect((await api('POST', '/v1/payments/sandbox/return', {}, back)).statusCode).toBe(200);
    const statuses = await Promise.all([1, 2, 3, 4].map(() => status(j, attempt.payment_attempt_id)));
    expect(new Set(statuses.map((s) => s.json().policy_number)).size).toBe(1);
    expect((await ctx().handle.db.select().from(policies)).filter((p) => p.journeyId === j.journeyId)).toHaveLength(1);
  });

  it('repairs a crash between payment success and policy issuance on the next status read', async () => {
    const j = await confirmedJourney();
    const attempt = (await initiate(j)).json();
    const { eq } = await import('drizzle-orm');
    await ctx()
      .handle.db.update(paymentAttempts)
      .set({ status: 'SUCCESS' })
      .where(eq(paymentAttempts.id, attempt.payment_attempt_id));
    expect((await ctx().handle.db.select().from(policies)).filter((p) => p.journeyId === j.journeyId)).toHaveLength(0);
    const res = (await status(j, attempt.payment_attempt_id)).json();
    expect(res.status).toBe('SUCCESS');
    expect(res.policy_number).toMatch(/^[A-Z-]+-H-\d{4}-/);
    expect((await ctx().handle.db.select().from(policies)).filter((p) => p.journeyId === j.journeyId)).toHaveLength(1);
  });

  it('answers 400 naming the products it sells when a payment is asked of one it does not sell', async () => {
    const unknown = await api('GET', `/v1/travel/payments/${randomUUID()}/status`, {
      'x-session-id': await newSession(ctx().app),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid params',
      fields: { vertical: 'Kavach sells no product called travel: it sells health, term, motor' },
    });
  });

  it("hides another user's payment status and policy (404)", async () => {
    const j = await confirmedJourney();
    const attempt = (await initiate(j)).json();
    await payOnSandbox(ctx().app, attempt.payment_url, SUCCESS_CARD);
    const stranger = { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id };
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    for (const headers of [stranger, visitor, {}]) {
      expect(
        (await api('GET', `/v1/health/payments/status/${j.journeyId}/${attempt.payment_attempt_id}`, headers))
          .statusCode,
      ).toBe(404);
      expect((await api('GET', `/v1/health/payments/${attempt.payment_attempt_id}/status`, headers)).statusCode).toBe(
        404,
      );
      expect((await api('GET', `/v1/health/policy/download/${j.journeyId}`, headers)).statusCode).toBe(404);
      expect((await api('POST', '/v1/health/payments/initiate', headers, { journey_id: j.journeyId })).statusCode).toBe(
        404,
      );
    }
  });

  it('lists the buyer’s policies and unfinished journeys on the dashboard', async () => {
    const j = await confirmedJourney();
    const attempt = (await initiate(j)).json();
    await payOnSandbox(ctx().app, attempt.payment_url, SUCCESS_CARD);
    const dashboard = await api('GET', '/v1/users/me/dashboard', j.headers);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().policies).toHaveLength(1);
    expect(dashboard.json().policies[0]).toMatchObject({
      journey_id: j.journeyId,
      plan_name: 'Health Guard',
      members: expect.arrayContaining(['Rahul Kulkarni']),
    });
    expect(
      (await api('GET', '/v1/users/me/dashboard', { 'x-session-id': await newSession(ctx().app) })).statusCode,
    ).toBe(401);
  });

  it('keeps a paid policy on the dashboard after the buyer starts 50 more journeys', async () => {
    const j = await confirmedJourney();
    const attempt = (await initiate(j)).json();
    await payOnSandbox(ctx().app, attempt.payment_url, SUCCESS_CARD);
    await startManyJourneys(ctx().app, j.headers, 50);
    const dashboard = (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
    expect(dashboard.policies.map((p: { journey_id: string }) => p.journey_id)).toEqual([j.journeyId]);
  });

  it('refunds a webhook success for the wrong amount and issues nothing', async () => {
    const j = await confirmedJourney();
    const attempt = (await initiate(j)).json();
    const res = await sandboxWebhook(ctx().app, {
      payment_attempt_id: attempt.payment_attempt_id,
      status: 'SUCCESS',
      amount_paise: 100,
    });
    expect(res.statusCode).toBe(200);
    expect(await refundedStatus(ctx().app, 'HEALTH', j, attempt.payment_attempt_id)).toMatchObject({
      status: 'FAILED',
      policy_number: null,
      failure_reason: 'The amount paid does not match the premium. ₹1 has been refunded to you.',
    });
    expect((await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers)).statusCode).toBe(404);
  });
});

/**
 * attack15: a policy paid for and issued, then returned in its free-look period, read back through the payment status
 * as a payment that failed ("Your payment could not be completed.", no policy number), so /payment-success sent the
 * buyer to "Payment Failed" with "Retry Payment" for money that was paid. attack16: the first fix read every attempt
 * of that journey as the paid one, a card declined before it included.
 */
describeWithApp('payment status after a free-look return (attack15, attack16)', (ctx, api) => {
  it('reads the payment that bought the returned policy as paid, with the refund, and a declined one as declined', async () => {
    const j = await readyToPayJourney(ctx().app);
    await confirmJourney(ctx().app, 'HEALTH', j);
    const declined = await declinedPayment(ctx().app, 'HEALTH', j);
    const statusOf = async (attemptId: string) =>
      (await api('GET', `/v1/health/payments/status/${j.journeyId}/${attemptId}`, j.headers)).json();
    const { status: before } = await payConfirmedJourney(ctx().app, 'HEALTH', j);
    expect(before).toMatchObject({ status: 'SUCCESS', policy_number: expect.any(String) });

    await returnInFreeLook(ctx().app, before.policy_number);

    const after = await statusOf(before.payment_attempt_id);
    expect(after).toMatchObject({ status: 'SUCCESS', policy_number: before.policy_number, no_money_taken: false });
    // What came back of it is said where the success page shows its message.
    expect(after.message).toMatch(
      /^Policy cancelled in the free-look period\. ₹[\d,]+ (has been|will be) refunded to you\.$/,
    );
    // The declined attempt took no money and bought nothing: it is no successful payment.
    expect(await statusOf(declined)).toMatchObject({
      status: 'FAILED',
      policy_number: null,
      no_money_taken: true,
    });
  });
});
