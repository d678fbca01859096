import { addDays, formatIndianNumber, indiaDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endorsements, paymentAttempts } from '../../db/schema.ts';
import { settableClock } from '../../lib/clock.ts';
import { payAndReturn, pdfText, sandboxWebhook } from '../../../test/payments.ts';
import { dashboardOf, motorPolicy } from '../../../test/renewal-fixtures.ts';
import { drivers, startTestApp } from '../../../test/test-app.ts';

type Started = Awaited<ReturnType<typeof startTestApp>>;
type Headers = Record<string, string>;

// Issue 47 (docs/product/endorsements.md): a change the insurer prices — a higher IDV — is priced by the insurer for
// the rest of the period, paid through the gateway, and only then sent to be made; money no change waits for, and
// money for a change the insurer then declines, goes back in full.
describe.each(drivers)('a change the insurer prices [%s]', (driver) => {
  const clock = settableClock(new Date());
  let started: Started;
  beforeAll(async () => {
    started = await startTestApp(driver, {}, { clock });
  });
  afterAll(async () => {
    await started?.stop();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    started.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const idv = (value: number) => ({ change: { kind: 'MOTOR_IDV', idv: value } });
  const changesOf = async (headers: Headers, base: string) =>
    (await call('GET', `${base}/endorsements`, headers)).json().endorsements as Record<string, unknown>[];

  /** The Activa's policy and the highest IDV its insurer allows, read from the insurer's refusal of a higher one. */
  async function policyAndRange() {
    clock.set(new Date());
    const { headers, policyNumber } = await motorPolicy(started.app);
    const base = `/v1/policies/${encodeURIComponent(policyNumber)}`;
    expect((await call('GET', `${base}/endorsements`, headers)).json().kinds).toContain('MOTOR_IDV');
    const tooHigh = await call('POST', `${base}/endorsements`, headers, idv(99_000_000));
    expect(tooHigh.statusCode).toBe(409);
    const range =
      /^The insurer will not make this change: The IDV of this vehicle must be between ₹([\d,]+) and ₹([\d,]+)$/.exec(
        tooHigh.json().error.message,
      );
    expect(range).not.toBeNull();
    const rupees = (digits = '') => Number(digits.replaceAll(',', ''));
    const listed = (await dashboardOf(started.app, headers)).policies.find((p) => p.policy_number === policyNumber);
    // A change takes effect tomorrow, or on the policy's first day if that is later (the previous policy runs on).
    const tomorrow = addDays(indiaDate(clock.now()), 1);
    const start = listed?.start_date ?? '';
    const effective = start > tomorrow ? start : tomorrow;
    if (!listed) throw new Error('the policy is not on the dashboard');
    return { headers, policyNumber, base, start, effective, max: rupees(range?.[2]), bought: listed };
  }

  it('prices a higher IDV, sends it only once paid, and the revised schedule names it and what was paid', async () => {
    const { headers, policyNumber, base, max, effective, bought } = await policyAndRange();
    expect(bought.sum_insured).toBeLessThan(max);
    const asked = await call('POST', `${base}/endorsements`, headers, idv(max));
    expect(asked.statusCode).toBe(200);
    const priced = asked.json();
    expect(priced).toMatchObject({ status: 'AWAITING_PAYMENT', effective_on: effective, endorsement_number: null });
    expect(priced.premium_difference).toBeGreaterThan(0);
    // Asked again (a second tab, a replay) it is the same change; another IDV waits for this one to be paid or
    // withdrawn.
    expect((await call('POST', `${base}/endorsements`, headers, idv(max))).json().endorsement_id).toBe(
      priced.endorsement_id,
    );
    const other = await call('POST', `${base}/endorsements`, headers, idv(max - 1000));
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(
      'A change of your insured declared value (IDV) waits for your payment: pay for it or withdraw it first',
    );

    const pay = await call('POST', `${base}/endorsements/${priced.endorsement_id}/pay`, headers);
    expect(pay.statusCode).toBe(200);
    const [attempt] = await started.handle.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, pay.json().payment_attempt_id));
    // The gateway is asked for the insurer's price, to the paisa — nothing the browser said.
    expect([attempt?.purpose, attempt?.amountPaise]).toEqual([
      'ENDORSEMENT',
      Math.round(priced.premium_difference * 100),
    ]);
    await payAndReturn(started.app, pay.json().payment_url);

    await vi.waitFor(async () => expect((await changesOf(headers, base))[0]?.status).toBe('APPROVED'), {
      timeout: 20_000,
      interval: 200,
    });
    const [made] = await changesOf(headers, base);
    expect(made).toMatchObject({
      endorsement_number: `${policyNumber}/E1`,
      effective_on: effective,
      has_schedule: true,
    });
    const revised = await call('GET', `${base}/endorsements/${priced.endorsement_id}/schedule`, headers);
    const text = (await pdfText(revised)).replace(/\s+/g, ' ');
    expect(text).toContain(`Insured declared value (IDV): Rs. ${formatIndianNumber(max)}`);
    expect(text).toContain(
      `Additional premium for the rest of the period, paid: Rs. ${formatIndianNumber(priced.premium_difference)}`,
    );
    // Paid and made: it cannot be paid again or withdrawn, and nothing was refunded.
    for (const step of ['pay', 'withdraw']) {
      const late = await call('POST', `${base}/endorsements/${priced.endorsement_id}/${step}`, headers);
      expect([step, late.statusCode, late.json().error.message]).toEqual([
        step,
        409,
        'This change is not waiting for a payment',
      ]);
    }
    const dashboard = await dashboardOf(started.app, headers);
    expect(dashboard.refunds).toEqual([]);
    // The policy's card shows the IDV as changed, and the premium paid with the change's price in it.
    const card = dashboard.policies.find((p) => p.policy_number === policyNumber);
    expect([card?.sum_insured, card?.premium_paid]).toEqual([max, bought.premium_paid + priced.premium_difference]);
    // The IDV is the new one now: the same IDV again is the change made, a lower one waits for the renewal.
    const lower = await call('POST', `${base}/endorsements`, headers, idv(max - 1000));
    expect(lower.statusCode).toBe(409);
    expect(lower.json().error.message).toBe(
      'The insurer will not make this change: The IDV can be raised during the policy period, not lowered: a lower IDV is chosen at renewal',
    );
  });

  it('prices again a change not paid on the day its price was for', async () => {
    const { headers, base, max, effective } = await policyAndRange();
    const priced = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    // The day the price was for has come: a day of the period it priced is gone.
    clock.set(`${effective}T12:00:00+05:30`);
    const stale = await call('POST', `${base}/endorsements/${priced.endorsement_id}/pay`, headers);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(
      /^The insurer’s price was for the change from \d\d\/\d\d\/\d{4}: please/,
    );
    const again = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    expect(again).toMatchObject({
      endorsement_id: priced.endorsement_id,
      status: 'AWAITING_PAYMENT',
      effective_on: addDays(priced.effective_on, 1),
    });
    // A day fewer to pay for: never more than the first price.
    expect(again.premium_difference).toBeLessThanOrEqual(priced.premium_difference);
    expect((await call('POST', `${base}/endorsements/${priced.endorsement_id}/pay`, headers)).statusCode).toBe(200);
  });

  it('gives back money that arrives for a withdrawn change, and takes no change for it', async () => {
    const { headers, base, max } = await policyAndRange();
    const priced = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    const pay = (await call('POST', `${base}/endorsements/${priced.endorsement_id}/pay`, headers)).json();
    const withdrawn = await call('POST', `${base}/endorsements/${priced.endorsement_id}/withdraw`, headers);
    expect(withdrawn.json()).toMatchObject({ status: 'WITHDRAWN' });
    // The gateway captures it anyway (a card page left open): the money goes back, and the change stays withdrawn.
    const [attempt] = await started.handle.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, pay.payment_attempt_id));
    await sandboxWebhook(started.app, {
      payment_attempt_id: pay.payment_attempt_id,
      payment_id: `sbx_pay_late_${Date.now()}`,
      status: 'SUCCESS',
      amount_paise: attempt?.amountPaise,
      failure_reason: null,
    });
    expect((await dashboardOf(started.app, headers)).refunds).toEqual([
      expect.objectContaining({
        amount: priced.premium_difference,
        reason: 'The change was no longer waiting for this payment',
      }),
    ]);
    expect((await changesOf(headers, base)).map((e) => e.status)).toEqual(['WITHDRAWN']);
    // A new IDV may be asked now.
    expect((await call('POST', `${base}/endorsements`, headers, idv(max))).json().status).toBe('AWAITING_PAYMENT');
  });

  it('refunds in full a paid change the insurer declines, in its words', async () => {
    const { headers, base, max } = await policyAndRange();
    const priced = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    // A price the insurer no longer quotes (asked before midnight and paid after, say): a rupee more than today's.
    await started.handle.db
      .update(endorsements)
      .set({ premiumDifferencePaise: Math.round(priced.premium_difference * 100) + 100 })
      .where(eq(endorsements.id, priced.endorsement_id));
    const pay = (await call('POST', `${base}/endorsements/${priced.endorsement_id}/pay`, headers)).json();
    await payAndReturn(started.app, pay.payment_url);
    await vi.waitFor(async () => expect((await changesOf(headers, base))[0]?.status).toBe('DECLINED'), {
      timeout: 20_000,
      interval: 200,
    });
    const reason = 'The price of this change has moved since it was quoted: please ask for it again';
    expect((await changesOf(headers, base))[0]).toMatchObject({ reason, has_schedule: false });
    // The refund follows the decline (the gateway's own call), so the dashboard is read until it lists it.
    await vi.waitFor(
      async () =>
        expect((await dashboardOf(started.app, headers)).refunds).toEqual([
          expect.objectContaining({
            amount: priced.premium_difference + 1,
            reason: `The insurer declined the change: ${reason}`,
          }),
        ]),
      { timeout: 20_000, interval: 200 },
    );
  });

  it('answers anyone but the owner 404 for paying or withdrawing a change', async () => {
    const { headers, base, max } = await policyAndRange();
    const priced = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    const stranger = (await motorPolicy(started.app)).headers;
    for (const step of ['pay', 'withdraw'])
      expect(
        (await call('POST', `${base}/endorsements/${priced.endorsement_id}/${step}`, stranger, {})).statusCode,
      ).toBe(404);
    expect((await changesOf(headers, base)).map((e) => e.status)).toEqual(['AWAITING_PAYMENT']);
  });

  it('gives back money paid at a price since asked again, and makes the change only at the new price', async () => {
    const { headers, base, max, effective } = await policyAndRange();
    const priced = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    const first = (await call('POST', `${base}/endorsements/${priced.endorsement_id}/pay`, headers)).json();
    // The card page is left open past the day the price was for; the buyer asks for today's price meanwhile.
    clock.set(`${effective}T12:00:00+05:30`);
    const again = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    expect(again).toMatchObject({ endorsement_id: priced.endorsement_id, status: 'AWAITING_PAYMENT' });
    await payAndReturn(started.app, first.payment_url);
    expect((await dashboardOf(started.app, headers)).refunds).toEqual([
      expect.objectContaining({
        amount: priced.premium_difference,
        reason: 'The change was no longer waiting for this payment',
      }),
    ]);
    expect((await changesOf(headers, base))[0]).toMatchObject({ status: 'AWAITING_PAYMENT', has_schedule: false });
  });

  it('sends a change whose price has come to nothing (its last days) without a payment', async () => {
    const { headers, policyNumber, base, max } = await policyAndRange();
    const priced = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    const listed = (await dashboardOf(started.app, headers)).policies.find((p) => p.policy_number === policyNumber);
    // The day before the policy ends: one day of a few rupees a year is nothing, to the rupee.
    clock.set(`${addDays(listed?.end_date ?? '', -1)}T12:00:00+05:30`);
    const sent = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    expect(sent).toMatchObject({ endorsement_id: priced.endorsement_id, status: 'APPROVED', premium_difference: 0 });
    expect((await dashboardOf(started.app, headers)).refunds).toEqual([]);
  });

  it('refunds the price of a change made with the premium when the policy is cancelled', async () => {
    const { headers, base, max, bought } = await policyAndRange();
    const priced = (await call('POST', `${base}/endorsements`, headers, idv(max))).json();
    const pay = (await call('POST', `${base}/endorsements/${priced.endorsement_id}/pay`, headers)).json();
    await payAndReturn(started.app, pay.payment_url);
    await vi.waitFor(async () => expect((await changesOf(headers, base))[0]?.status).toBe('APPROVED'), {
      timeout: 20_000,
      interval: 200,
    });
    // The premium the cancellation is worked out on is the one the card says was paid: the change's price in it.
    const premium = (await dashboardOf(started.app, headers)).policies.find((p) =>
      `${base}`.endsWith(encodeURIComponent(p.policy_number)),
    )?.premium_paid;
    expect(premium).toBe(bought.premium_paid + priced.premium_difference);
    const quote = (await call('GET', `${base}/cancellation-quote`, headers)).json();
    expect(quote.premium).toBe(premium);
    const cancelled = await call('POST', `${base}/cancel`, headers, {
      reason: 'OTHER',
      confirm_refund_paise: quote.refund_paise,
    });
    expect(cancelled.json()).toMatchObject({ refund_status: 'REFUNDED' });
    const refunds = (await dashboardOf(started.app, headers)).refunds;
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(quote.refund);
    expect(refunds).toHaveLength(2);
  });
});
