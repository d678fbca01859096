import { FREE_LOOK_REFUND_REASON, SHORT_PERIOD_REFUND_REASON, indiaDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurerCases, paymentAttempts, policies, sandboxInsurerProposals } from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import {
  describeWithApp,
  newSession,
  startTestApp,
  type BuyerJourney,
  type TestContext,
} from '../../../test/test-app.ts';

type Started = Awaited<ReturnType<typeof startTestApp>>;

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;
/** The India date `n` days before today, as the cover counts days. */
const indiaDaysAgo = (n: number) =>
  new Date(Date.parse(`${indiaDate(new Date())}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** A health policy bought and issued (CKYC found): its buyer, the policy and what was paid. */
async function boughtPolicy({ app, handle }: TestContext) {
  const j = await readyToPayJourney(app);
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/v1/health/journey/confirmation',
        headers: j.headers,
        payload: { journey_id: j.journeyId },
      })
    ).statusCode,
  ).toBe(200);
  await payConfirmedJourney(app, 'HEALTH', j);
  const [policy] = await handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
  if (!policy) throw new Error('no policy issued');
  const [paid] = await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, policy.paymentAttemptId));
  return { j, policy, premiumPaise: paid!.amountPaise };
}

// Issue 47: the buyer cancels their own policy from the dashboard, reading the refund before confirming it: within
// the free look by IRDAI's free-look rule, after it by the insurer's short-period scale; once, and only their own.
describeWithApp('a buyer cancels their policy', (ctx, api) => {
  /** Moves the policy's life back: issued `issued` days ago, on cover from `onCover` days ago, for a year. */
  const dated = async (policyId: string, issued: number, onCover: number) => {
    const start = indiaDaysAgo(onCover);
    const end = new Date(Date.parse(`${start}T00:00:00Z`));
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    await ctx()
      .handle.db.update(policies)
      .set({
        issuedAt: new Date(Date.now() - issued * DAY_MS),
        startDate: start,
        endDate: new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10),
      })
      .where(eq(policies.id, policyId));
  };
  const quoteOf = (headers: Headers, policyNumber: string) =>
    api('GET', `/v1/policies/${encodeURIComponent(policyNumber)}/cancellation-quote`, headers);
  const cancel = (headers: Headers, policyNumber: string, body: unknown) =>
    api('POST', `/v1/policies/${encodeURIComponent(policyNumber)}/cancel`, headers, body);
  const policyOnDashboard = async (j: BuyerJourney, policyNumber: string) =>
    (await api('GET', '/v1/users/me/dashboard', j.headers))
      .json()
      .policies.find((p: { policy_number: string }) => p.policy_number === policyNumber);

  it('shows the free-look refund line by line, cancels for exactly it, refunds it and tells the insurer', async () => {
    const { j, policy, premiumPaise } = await boughtPolicy(ctx());
    // Not yet on cover (it starts tomorrow): everything back but the ₹1 stamp duty on a health policy.
    const quote = await quoteOf(j.headers, policy.policyNumber);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      policy_number: policy.policyNumber,
      window: 'FREE_LOOK',
      premium: premiumPaise / 100,
      refund: (premiumPaise - 100) / 100,
      refund_paise: premiumPaise - 100,
      deductions: [
        { label: 'Premium for 0 days on cover', amount: 0 },
        { label: 'Stamp duty', amount: 1 },
        { label: 'Medical examination paid by the insurer', amount: 0 },
      ],
      days_on_cover: 0,
      basis: expect.stringMatching(/^You are within the free-look period \(until \d\d\/\d\d\/\d{4}\)/),
    });

    const res = await cancel(j.headers, policy.policyNumber, {
      reason: 'BETTER_COVER',
      confirm_refund_paise: premiumPaise - 100,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      policy_number: policy.policyNumber,
      cancelled_on: indiaDate(new Date()),
      refund: (premiumPaise - 100) / 100,
      refund_status: 'REFUNDED',
    });

    expect(await policyOnDashboard(j, policy.policyNumber)).toMatchObject({
      cancelled_on: indiaDate(new Date()),
      cancel_refund: (premiumPaise - 100) / 100,
      cancelled_in_free_look: true,
    });
    const dashboard = (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
    expect(dashboard.refunds).toContainEqual(
      expect.objectContaining({
        amount: (premiumPaise - 100) / 100,
        status: 'REFUNDED',
        reason: `${FREE_LOOK_REFUND_REASON}: I found better or cheaper cover`,
      }),
    );
    // The insurer issued it: it cancelled it, in the buyer's words, and Kavach's case says so.
    const { db } = ctx().handle;
    const [insurerCase] = await db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    expect(insurerCase?.status).toBe('CANCELLED');
    const [atInsurer] = await db
      .select()
      .from(sandboxInsurerProposals)
      .where(eq(sandboxInsurerProposals.brokerReference, insurerCase!.id));
    expect(atInsurer).toMatchObject({
      status: 'CANCELLED',
      decision: { reason: `${FREE_LOOK_REFUND_REASON}: I found better or cheaper cover` },
    });
  });

  it('after the free look, refunds the unexpired part of a health policy in proportion, and says so', async () => {
    const { j, policy, premiumPaise } = await boughtPolicy(ctx());
    // Bought 41 days ago, on cover for the 40 days since.
    await dated(policy.id, 41, 40);
    const quote = (await quoteOf(j.headers, policy.policyNumber)).json();
    expect(quote).toMatchObject({
      window: 'SHORT_PERIOD',
      days_on_cover: 40,
      deductions: [{ label: 'Premium for 40 days on cover', amount: expect.any(Number) }],
      basis: expect.stringContaining('The premium for the rest of the policy period comes back, in proportion'),
    });
    // Something is kept for the 40 days, nothing for stamp duty: the rest comes back.
    expect(quote.deductions[0].amount).toBeGreaterThan(0);
    expect(Math.round(quote.refund * 100 + quote.deductions[0].amount * 100)).toBe(premiumPaise);

    const res = await cancel(j.headers, policy.policyNumber, {
      reason: 'NO_LONGER_NEEDED',
      confirm_refund_paise: quote.refund_paise,
    });
    expect(res.json()).toMatchObject({ refund: quote.refund, refund_status: 'REFUNDED' });
    expect(await policyOnDashboard(j, policy.policyNumber)).toMatchObject({
      cancel_refund: quote.refund,
      cancelled_in_free_look: false,
    });
    const [attempt] = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, policy.paymentAttemptId));
    expect(attempt).toMatchObject({
      status: 'REFUNDED',
      refundPaise: quote.refund_paise,
      failureReason: `${SHORT_PERIOD_REFUND_REASON}: I no longer need this cover`,
    });
    // The schedule the buyer keeps says it is cancelled, and not as a free-look return.
    const text = (await pdfText(await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain("this policy was cancelled at its holder's request and Rs.");
  });

  it('refuses an amount no longer the refund (a day passed since it was shown) and changes nothing', async () => {
    const { j, policy } = await boughtPolicy(ctx());
    await dated(policy.id, 10, 9);
    const shown = (await quoteOf(j.headers, policy.policyNumber)).json();
    // The buyer left the dialog open overnight: one day more on cover.
    await dated(policy.id, 11, 10);
    const late = await cancel(j.headers, policy.policyNumber, {
      reason: 'OTHER',
      confirm_refund_paise: shown.refund_paise,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'The refund has changed since it was shown to you. Please check the new amount.',
    );
    const [after] = await ctx().handle.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(after?.cancelledAt).toBeNull();
    const now = (await quoteOf(j.headers, policy.policyNumber)).json();
    expect(now.refund_paise).toBeLessThan(shown.refund_paise);
  });

  it('answers anyone but the owner 404, before reading the body, and cancels nothing', async () => {
    const { j, policy, premiumPaise } = await boughtPolicy(ctx());
    const callers = {
      stranger: { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id },
      visitor: { 'x-session-id': await newSession(ctx().app) },
      none: {},
    };
    for (const [who, headers] of Object.entries(callers)) {
      expect([who, (await quoteOf(headers, policy.policyNumber)).statusCode]).toEqual([who, 404]);
      const valid = { reason: 'OTHER', confirm_refund_paise: premiumPaise - 100 };
      expect([who, (await cancel(headers, policy.policyNumber, valid)).statusCode]).toEqual([who, 404]);
      // A body wrong in every way still tells a stranger only that there is no such policy.
      expect([who, (await cancel(headers, policy.policyNumber, { reason: 7, x: 1 })).statusCode]).toEqual([who, 404]);
    }
    expect((await quoteOf(j.headers, 'KV-H-2026-NOSUCH00')).statusCode).toBe(404);
    // The owner's malformed body is the schema's to refuse.
    expect(
      (await cancel(j.headers, policy.policyNumber, { reason: 'BORED', confirm_refund_paise: 1 })).statusCode,
    ).toBe(400);
    const [after] = await ctx().handle.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(after?.cancelledAt).toBeNull();
  });

  it('cancels once: two tabs at the same moment and a replay after are told it is done; one refund', async () => {
    const { j, policy, premiumPaise } = await boughtPolicy(ctx());
    const body = { reason: 'NOT_AS_EXPECTED', confirm_refund_paise: premiumPaise - 100 };
    const [a, b] = await Promise.all([
      cancel(j.headers, policy.policyNumber, body),
      cancel(j.headers, policy.policyNumber, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await cancel(j.headers, policy.policyNumber, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This policy was already cancelled');
    expect((await quoteOf(j.headers, policy.policyNumber)).statusCode).toBe(409);
    const history = await ctx().app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: j.headers });
    expect(
      history
        .json()
        .refunds.filter((r: { payment_attempt_id: string }) => r.payment_attempt_id === policy.paymentAttemptId),
    ).toHaveLength(1);
  });

  it('refuses a policy whose cover has ended', async () => {
    const { j, policy, premiumPaise } = await boughtPolicy(ctx());
    await ctx()
      .handle.db.update(policies)
      .set({ issuedAt: new Date(Date.now() - 400 * DAY_MS), startDate: indiaDaysAgo(399), endDate: indiaDaysAgo(34) })
      .where(eq(policies.id, policy.id));
    const ended = await cancel(j.headers, policy.policyNumber, { reason: 'OTHER', confirm_refund_paise: premiumPaise });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error.message).toBe('This policy has ended: there is nothing to cancel');
  });
});

// Two API processes on one PostgreSQL (WORKERS=2, or two machines): the same buyer's two tabs land on each.
describe.runIf(process.env.TEST_DATABASE_URL)('a cancellation across two processes on PostgreSQL', () => {
  let a: Started;
  let b: Started;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await startTestApp('postgres', {}, { databaseUrl: a.databaseUrl as string });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('cancels once, with one refund, when both processes are asked at the same moment', async () => {
    const { j, policy, premiumPaise } = await boughtPolicy(a);
    const body = { reason: 'OTHER', confirm_refund_paise: premiumPaise - 100 };
    const url = `/v1/policies/${encodeURIComponent(policy.policyNumber)}/cancel`;
    const answers = await Promise.all(
      [a, b].map((s) => s.app.inject({ method: 'POST', url, headers: j.headers, payload: body })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [attempt] = await b.handle.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, policy.paymentAttemptId));
    expect(attempt).toMatchObject({ status: 'REFUNDED', refundPaise: premiumPaise - 100 });
  });
});
