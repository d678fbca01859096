import { VERTICAL_REGISTRY, type JourneyVertical } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { paymentAttempts, paymentEvents } from '../src/db/schema.ts';
import { createPaymentProviders } from '../src/providers/payments/index.ts';
import { TEST_APP_SECRET } from './ops-fixtures.ts';
import type { BuyerJourney, TestContext } from './test-app.ts';

/**
 * The sandbox gateway's test cards (sandbox-gateway/card-page.ts): the first always succeeds, the second is declined.
 */
export const SUCCESS_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** The sandbox gateway's server side, with the secret the test app signs with: tests play it to send results. */
export const { sandbox } = createPaymentProviders({ provider: 'sandbox' }, TEST_APP_SECRET);

/** The gateway tells our server about a payment: this event, signed, as JSON (created now unless it says when). */
export function sandboxWebhook(app: App, event: Record<string, unknown>) {
  const body = JSON.stringify({ created_at: Math.floor(Date.now() / 1000), ...event });
  return app.inject({
    method: 'POST',
    url: '/v1/payments/sandbox/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': sandbox.signWebhook(body) },
  });
}

/** Pays on the sandbox card page as a buyer would: GET the page, POST the card form, follow nothing. */
export async function payOnSandbox(app: App, paymentUrl: string, card: string) {
  const page = await app.inject({ method: 'GET', url: paymentUrl });
  if (page.statusCode !== 200) throw new Error(`card page answered ${page.statusCode}`);
  const form = new URLSearchParams({
    card_name: 'Rahul Kulkarni',
    card_number: card,
    expiry: '12/39',
    cvv: '123',
    action: 'pay',
  });
  return app.inject({
    method: 'POST',
    url: paymentUrl,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export const returnParams = (location: string) => Object.fromEntries(new URL(location, 'http://x').searchParams);

/**
 * Pays an opened attempt with the success card and comes back as the browser does: the signed return, which settles
 * the attempt. Answers the card page's answer (its redirect).
 */
export async function payAndReturn(app: App, paymentUrl: string) {
  const paid = await payOnSandbox(app, paymentUrl, SUCCESS_CARD);
  await app.inject({
    method: 'POST',
    url: '/v1/payments/sandbox/return',
    payload: returnParams(paid.headers.location as string),
  });
  return paid;
}

/** The text of a served PDF (a policy schedule), pages run together, for the tests to look for what it says. */
export async function pdfText(pdf: { rawPayload: Buffer }): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
  return text;
}

/**
 * The policy schedule as the buyer downloads it: a PDF served as the attachment `filename`, whose text says each of
 * `expected`.
 */
export async function expectScheduleSays(pdf: LightMyRequestResponse, filename: string, expected: readonly string[]) {
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  for (const said of expected) expect(text).toContain(said);
}

/**
 * A confirmed journey of `vertical` paid as its buyer pays it — the payment opened on the vertical's own address,
 * the success card, the signed return — and the payment status the browser then reads. Answers the card page's
 * answer (its redirect) and that status.
 */
export async function payConfirmedJourney(app: App, vertical: JourneyVertical, j: BuyerJourney) {
  const prefix = VERTICAL_REGISTRY[vertical].journeyApi;
  const started = (
    await app.inject({
      method: 'POST',
      url: `/v1/${prefix}/payments/initiate`,
      headers: j.headers,
      payload: { journey_id: j.journeyId },
    })
  ).json();
  const paid = await payAndReturn(app, started.payment_url);
  const status = await app.inject({
    method: 'GET',
    url: `/v1/${prefix}/payments/status/${j.journeyId}/${started.payment_attempt_id}`,
    headers: j.headers,
  });
  return { paid, status: status.json() };
}

/**
 * Resolves once the gateway's webhook for `attemptId` is on record. It comes on its own after the return; a test that
 * changes the payment's world (deletes its policy, moves the clock) waits for it, or the webhook may land afterwards.
 */
export async function untilWebhookRecorded(ctx: TestContext, attemptId: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const events = await ctx.handle.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentAttemptId, attemptId));
      expect(events.map((e) => e.kind)).toContain('WEBHOOK');
    },
    { timeout: 20_000, interval: 100 },
  );
}

/**
 * A confirmed journey paid for, and what its buyer was charged: the status says paid at `rupees`, and the journey has
 * one attempt, a success of exactly that amount. Answers the payment status.
 */
export async function payAndExpectCharged(
  ctx: TestContext,
  vertical: JourneyVertical,
  j: BuyerJourney,
  rupees: number,
): Promise<{ policy_number: string }> {
  const { status } = await payConfirmedJourney(ctx.app, vertical, j);
  expect(status).toMatchObject({ status: 'SUCCESS', total_number: rupees });
  const attempts = await ctx.handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.journeyId, j.journeyId));
  expect(attempts.map((a) => [a.status, a.amountPaise])).toEqual([['SUCCESS', Math.round(rupees * 100)]]);
  return status;
}

/**
 * The buyer's one policy once issued, as they see it: the schedule downloaded from the vertical's address is the PDF
 * `schedule.file` saying each of `schedule.says`, and the dashboard lists this policy alone, with `listed`.
 */
export async function expectOnlyPolicy(
  app: App,
  vertical: JourneyVertical,
  j: BuyerJourney,
  policyNumber: string,
  expected: { schedule: { file: string; says: readonly string[] }; listed: Record<string, unknown> },
) {
  const download = await app.inject({
    method: 'GET',
    url: `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/policy/download/${j.journeyId}`,
    headers: j.headers,
  });
  await expectScheduleSays(download, expected.schedule.file, expected.schedule.says);
  const dashboard = (await app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: j.headers })).json();
  expect(dashboard.policies).toEqual([
    expect.objectContaining({ vertical, policy_number: policyNumber, ...expected.listed }),
  ]);
}

/** A payment the buyer's card declines: an attempt opened, refused at the card page and returned; its id. */
export async function declinedPayment(app: App, vertical: JourneyVertical, j: BuyerJourney): Promise<string> {
  const opened = await app.inject({
    method: 'POST',
    url: `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/payments/initiate`,
    headers: j.headers,
    payload: { journey_id: j.journeyId },
  });
  const { payment_url, payment_attempt_id } = opened.json();
  const page = await payOnSandbox(app, payment_url, DECLINED_CARD);
  await app.inject({
    method: 'POST',
    url: '/v1/payments/sandbox/return',
    payload: returnParams(page.headers.location as string),
  });
  return payment_attempt_id as string;
}

/** The buyer confirms the journey (200 expected). */
export async function confirmJourney(app: App, vertical: JourneyVertical, j: BuyerJourney) {
  const confirmed = await app.inject({
    method: 'POST',
    url: `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/journey/confirmation`,
    headers: j.headers,
    payload: { journey_id: j.journeyId },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** A journey confirmed and paid as its buyer pays it: the payment status then read, a success with its policy. */
export async function confirmAndPay(app: App, vertical: JourneyVertical, j: BuyerJourney) {
  await confirmJourney(app, vertical, j);
  const { status } = await payConfirmedJourney(app, vertical, j);
  expect(status).toMatchObject({ status: 'SUCCESS', policy_number: expect.any(String) });
  return status as { policy_number: string; payment_attempt_id: string; total_number: number };
}

/** A journey confirmed and paid as its buyer pays it, and the text of the schedule then downloaded, spaces folded. */
export async function paidScheduleText(app: App, vertical: JourneyVertical, j: BuyerJourney): Promise<string> {
  await confirmAndPay(app, vertical, j);
  return scheduleText(app, vertical, j);
}

const downloadSchedule = async (app: App, vertical: JourneyVertical, j: BuyerJourney) => {
  const pdf = await app.inject({
    method: 'GET',
    url: `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/policy/download/${j.journeyId}`,
    headers: j.headers,
  });
  expect(pdf.statusCode).toBe(200);
  return pdf;
};

/** The text of a paid journey's schedule as its buyer downloads it, spaces folded. */
export async function scheduleText(app: App, vertical: JourneyVertical, j: BuyerJourney): Promise<string> {
  return (await pdfText(await downloadSchedule(app, vertical, j))).replace(/\s+/g, ' ');
}

/** A paid journey's schedule as its buyer downloads it, page by page, spaces folded. */
export async function schedulePages(app: App, vertical: JourneyVertical, j: BuyerJourney): Promise<string[]> {
  const pdf = await downloadSchedule(app, vertical, j);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

/** Resolves once the buyer's dashboard lists the journey's policy: an insurer's signed callback issues it a moment on. */
export async function untilPolicyListed(app: App, j: BuyerJourney): Promise<void> {
  await vi.waitFor(
    async () => {
      const policies = (await app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: j.headers })).json()
        .policies as { journey_id: string }[];
      expect(policies.map((p) => p.journey_id)).toContain(j.journeyId);
    },
    { timeout: 15_000, interval: 200 },
  );
}

/**
 * A payment's status once its refund has gone through. The refund is the gateway's own call: a read while another
 * caller still holds it says the money 'will be' refunded, and a later read asks again (refund-attempt.ts).
 */
export async function refundedStatus(app: App, vertical: JourneyVertical, j: BuyerJourney, attemptId: string) {
  const url = `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/payments/status/${j.journeyId}/${attemptId}`;
  return vi.waitFor(
    async () => {
      const status = (await app.inject({ method: 'GET', url, headers: j.headers })).json();
      expect(status.failure_reason).toMatch(/has been refunded to you\.$/);
      return status;
    },
    { timeout: 20_000, interval: 100 },
  );
}
