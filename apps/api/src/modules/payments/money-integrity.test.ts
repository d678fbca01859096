import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';
import {
  DECLINED_CARD,
  payOnSandbox,
  pdfText,
  returnParams,
  sandbox,
  sandboxWebhook,
  SUCCESS_CARD,
  refundedStatus,
} from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { RECONFIRM_MESSAGE } from './initiate-payment.ts';
import { journeyOf, journeyOfVertical } from '../journeys/journey.ts';

const now = () => Math.floor(Date.now() / 1000);

// Issue 13 "Money": what is paid is what is insured; one charge per journey; the card page and signed results
// cannot be used by anyone else or later.
describeWithApp('money integrity', (ctx, api) => {
  const confirm = (j: BuyerJourney) =>
    api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId, user_id: '' });
  const initiate = (j: BuyerJourney) =>
    api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId });
  const status = (j: BuyerJourney, attempt: string) =>
    api('GET', `/v1/health/payments/status/${j.journeyId}/${attempt}`, j.headers).then((r) => r.json());
  const premium = async (j: BuyerJourney) =>
    (await api('GET', `/v1/health/journey/aggregated-premium-details/${j.journeyId}`, j.headers)).json();
  const dashboard = async (j: BuyerJourney) => (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
  const policiesOf = async (j: BuyerJourney) =>
    (await ctx().handle.db.select().from(policies)).filter((p) => p.journeyId === j.journeyId);
  const attemptsOf = async (j: BuyerJourney) =>
    ctx().handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.journeyId, j.journeyId));
  /**
   * The gateway tells our server the money arrived (a signed, fresh webhook), as it would for a card paid elsewhere.
   */
  const gatewaySuccess = (attemptId: string, amountPaise: number, createdAt = now()) =>
    sandboxWebhook(ctx().app, {
      payment_attempt_id: attemptId,
      payment_id: `pay_${attemptId.slice(0, 8)}`,
      status: 'SUCCESS',
      amount_paise: amountPaise,
      created_at: createdAt,
    });
  /** Opts into the plan's first add-on not yet chosen: a dearer cover. */
  const upgrade = async (j: BuyerJourney) => {
    const before = await premium(j);
    const addon = before.plan_premium_breakups[0].addons.find(
      (a: { is_opted: string; total_premium: number }) => a.is_opted === 'NO' && a.total_premium > 0,
    );
    const chosen = [
      ...before.selected_addons,
      {
        addon_type: addon.addon_type,
        is_opted: 'YES',
        addon_options: [{ addon_option_type: 'NA', addon_option_value: 'NA' }],
      },
    ];
    const put = await api('PUT', `/v1/health/journey/${j.journeyId}/addons`, j.headers, { addons: chosen });
    return { put, addon, before: before.premium_summary.total_premium as number };
  };
  async function confirmedJourney(pan?: string) {
    const j = await readyToPayJourney(ctx().app, pan);
    expect((await confirm(j)).statusCode).toBe(200);
    return j;
  }

  it('an add-on change after payment started cancels that payment and asks for a new confirmation', async () => {
    const j = await confirmedJourney();
    const first = (await initiate(j)).json();
    const { put, before } = await upgrade(j);
    expect(put.statusCode).toBe(200);
    const upgraded = put.json().premium_summary.total_premium;
    expect(upgraded).toBeGreaterThan(before);

    // Before the fix: initiate again worked on the new price while the old attempt stayed payable.
    const refused = await initiate(j);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(RECONFIRM_MESSAGE);
    expect(await status(j, first.payment_attempt_id)).toMatchObject({
      status: 'FAILED',
      failure_reason: 'Your details changed after you confirmed them',
    });
    const page = await api('GET', first.payment_url, {});
    expect(page.body).toContain('This payment is already closed');

    // The old price still reaches the gateway (a card page left open elsewhere): the money goes back, no policy.
    expect((await gatewaySuccess(first.payment_attempt_id, Math.round(before * 100))).statusCode).toBe(200);
    expect(await refundedStatus(ctx().app, 'HEALTH', j, first.payment_attempt_id)).toMatchObject({
      status: 'FAILED',
      policy_number: null,
      failure_reason: `Your details changed after you confirmed them. ₹${before.toLocaleString('en-IN')} has been refunded to you.`,
    });
    expect(await policiesOf(j)).toHaveLength(0);
    expect((await dashboard(j)).refunds).toEqual([
      expect.objectContaining({
        payment_attempt_id: first.payment_attempt_id,
        amount: before,
        status: 'REFUNDED',
        refund_id: expect.stringMatching(/^sbx_rfnd_/),
      }),
    ]);

    // Confirmed again, the new price is what is charged and what the policy states.
    expect((await confirm(j)).json().total_premium).toBe(upgraded);
    const second = (await initiate(j)).json();
    const paid = await payOnSandbox(ctx().app, second.payment_url, SUCCESS_CARD);
    expect(paid.statusCode).toBe(303);
    expect(await status(j, second.payment_attempt_id)).toMatchObject({ status: 'SUCCESS', total_number: upgraded });
  });

  it('the policy, its PDF and the dashboard state what was paid, whatever the live journey says later', async () => {
    const j = await confirmedJourney();
    const paidPremium = (await premium(j)).premium_summary.total_premium as number;
    const attempt = (await initiate(j)).json();
    await payOnSandbox(ctx().app, attempt.payment_url, SUCCESS_CARD);
    expect((await status(j, attempt.payment_attempt_id)).status).toBe('SUCCESS');

    // Edits are refused on a paid journey…
    const { put } = await upgrade(j);
    expect(put.statusCode).toBe(409);
    // …and even a row changed behind the API's back does not reach the documents.
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    const live = row && journeyOfVertical(journeyOf(row), 'HEALTH');
    if (!live?.proposal.proposer) throw new Error('The paid journey has no proposer');
    await ctx()
      .handle.db.update(journeys)
      .set({
        premium: { ...live.premium, total_premium: 99_999 },
        proposal: { ...live.proposal, proposer: { ...live.proposal.proposer, full_name: 'Someone Else' } },
      })
      .where(eq(journeys.id, j.journeyId));

    const [policy] = (await dashboard(j)).policies;
    expect(policy.premium_paid).toBe(paidPremium);
    const pdf = await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers);
    const text = await pdfText(pdf);
    expect(text).toContain('Rahul Kulkarni');
    expect(text).not.toContain('Someone Else');
    expect(text).not.toContain('99,999');
  });

  it('opening a new attempt cancels the open one, whose late success is refunded, never charged twice', async () => {
    const j = await confirmedJourney();
    const first = (await initiate(j)).json();
    const second = (await initiate(j)).json();
    expect(second.payment_attempt_id).not.toBe(first.payment_attempt_id);
    expect((await attemptsOf(j)).filter((a) => a.status === 'PENDING').map((a) => a.id)).toEqual([
      second.payment_attempt_id,
    ]);

    await payOnSandbox(ctx().app, second.payment_url, SUCCESS_CARD);
    const amount = (await status(j, second.payment_attempt_id)).total_number as number;
    // Before the fix the first attempt settled SUCCESS too: one policy, two captures, no refund.
    expect((await gatewaySuccess(first.payment_attempt_id, Math.round(amount * 100))).statusCode).toBe(200);
    expect(await status(j, first.payment_attempt_id)).toMatchObject({ status: 'FAILED', policy_number: null });
    const attempts = await attemptsOf(j);
    expect(attempts.map((a) => a.status).sort()).toEqual(['REFUNDED', 'SUCCESS']);
    expect(await policiesOf(j)).toHaveLength(1);
    const refunds = (await dashboard(j)).refunds;
    expect(refunds).toEqual([
      expect.objectContaining({ payment_attempt_id: first.payment_attempt_id, status: 'REFUNDED', amount }),
    ]);
    // A replay of that webhook refunds nothing twice.
    await gatewaySuccess(first.payment_attempt_id, Math.round(amount * 100));
    expect((await dashboard(j)).refunds).toHaveLength(1);
  });

  it('two initiations at once leave exactly one open attempt', async () => {
    const j = await confirmedJourney();
    const results = await Promise.all([initiate(j), initiate(j), initiate(j)]);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect((await attemptsOf(j)).filter((a) => a.status === 'PENDING')).toHaveLength(1);
  });

  it('a late success on a declined attempt, after a newer attempt was paid, is refunded', async () => {
    const j = await confirmedJourney();
    const declined = (await initiate(j)).json();
    await payOnSandbox(ctx().app, declined.payment_url, DECLINED_CARD);
    const retry = (await initiate(j)).json();
    await payOnSandbox(ctx().app, retry.payment_url, SUCCESS_CARD);
    const amount = (await status(j, retry.payment_attempt_id)).total_number as number;
    await gatewaySuccess(declined.payment_attempt_id, Math.round(amount * 100));
    expect((await attemptsOf(j)).find((a) => a.id === declined.payment_attempt_id)?.status).toBe('REFUNDED');
    expect(await policiesOf(j)).toHaveLength(1);
  });

  it('the card page belongs to the session that opened the payment: an attempt id alone neither pays nor cancels', async () => {
    const j = await confirmedJourney();
    const attempt = (await initiate(j)).json();
    const bare = `/sandbox-pay/${attempt.payment_attempt_id}`;
    // A token the gateway would have made for another session (a stranger who started a payment of their own).
    const strangerToken = sandbox.pageToken(attempt.payment_attempt_id, randomUUID());
    const form = (extra: Record<string, string>) =>
      new URLSearchParams({
        card_name: 'Mallory',
        card_number: SUCCESS_CARD,
        expiry: '12/39',
        cvv: '123',
        ...extra,
      }).toString();
    // An id that is not a UUID at all (36 dashes passed an earlier shape check and reached the database as a 500).
    for (const url of [
      bare,
      `${bare}?t=${'0'.repeat(64)}`,
      `${bare}?t=${strangerToken}`,
      `/sandbox-pay/${'-'.repeat(36)}?t=${'0'.repeat(64)}`,
    ]) {
      expect((await api('GET', url, {})).statusCode).toBe(404);
    }
    for (const extra of [{ action: 'cancel' }, { action: 'pay' }, { action: 'cancel', t: strangerToken }] as Record<
      string,
      string
    >[]) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: bare,
        payload: form(extra),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await status(j, attempt.payment_attempt_id)).status).toBe('PENDING');
    expect((await api('GET', attempt.payment_url, {})).statusCode).toBe(200);
  });

  it('the card page closes when the session that opened it signs out, and a malformed card form is a 400', async () => {
    const j = await confirmedJourney();
    const attempt = (await initiate(j)).json();
    const form = new URLSearchParams({
      card_name: 'Rahul Kulkarni',
      card_number: SUCCESS_CARD,
      expiry: '12/39',
      cvv: '123',
      action: 'pay',
    });
    form.append('card_number', SUCCESS_CARD);
    const twice = await ctx().app.inject({
      method: 'POST',
      url: attempt.payment_url,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.statusCode).toBe(400);
    expect((await status(j, attempt.payment_attempt_id)).status).toBe('PENDING');

    expect((await api('POST', '/v1/utility/auth/logout', j.headers)).statusCode).toBe(204);
    expect((await api('GET', attempt.payment_url, {})).statusCode).toBe(404);
    const paid = await ctx().app.inject({
      method: 'POST',
      url: attempt.payment_url,
      payload: new URLSearchParams({
        card_name: 'R',
        card_number: SUCCESS_CARD,
        expiry: '12/39',
        cvv: '123',
        action: 'pay',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(404);
    expect((await attemptsOf(j)).map((a) => a.status)).toEqual(['PENDING']);
  });

  it('refuses a signed return or webhook older than 15 minutes', async () => {
    const j = await confirmedJourney();
    const attempt = (await initiate(j)).json();
    const old = now() - 16 * 60;
    const staleReturn = {
      payment_attempt_id: attempt.payment_attempt_id,
      status: 'SUCCESS',
      signed_at: String(old),
      signature: sandbox.signReturn(attempt.payment_attempt_id, 'SUCCESS', old),
    };
    const returned = await api('POST', '/v1/payments/sandbox/return', {}, staleReturn);
    expect(returned.statusCode).toBe(400);
    expect(returned.json().error.message).toBe('Invalid payment signature');
    const hook = await gatewaySuccess(attempt.payment_attempt_id, 100, old);
    expect(hook.statusCode).toBe(400);
    expect((await status(j, attempt.payment_attempt_id)).status).toBe('PENDING');
    // The same, fresh, is accepted.
    const paid = await payOnSandbox(ctx().app, attempt.payment_url, SUCCESS_CARD);
    expect(
      (await api('POST', '/v1/payments/sandbox/return', {}, returnParams(paid.headers.location as string))).statusCode,
    ).toBe(200);
  });
});
