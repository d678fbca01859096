import { FREE_LOOK_REFUND_REASON, VERTICAL_REGISTRY, indiaDate, toDisplayDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insurerCases, journeys, paymentAttempts, policies, sandboxInsurerProposals } from '../../db/schema.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';
import { rawQuery } from '../../db/client.ts';
import { JOB_SCHEMA } from '../../db/job-database.ts';

type Headers = Record<string, string>;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

// Issue 19: a health or life policy returned within 30 days of receipt is cancelled, and the premium less the risk
// premium for the days on cover and the stamp duty goes back (IRDAI 2024) — once, by staff, on the record.
describeWithApp('free-look cancellation', (ctx, api) => {
  /** The journey confirmed and paid for, its policy issued (CKYC found): the policy, its buyer and what was paid. */
  const policyOf = async (j: BuyerJourney, vertical: 'HEALTH' | 'TERM') => {
    const confirmation = `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/journey/confirmation`;
    expect((await api('POST', confirmation, j.headers, { journey_id: j.journeyId })).statusCode).toBe(200);
    await payConfirmedJourney(ctx().app, vertical, j);
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    if (!policy) throw new Error('no policy issued');
    const [row] = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, policy.paymentAttemptId));
    return { j, policy, premiumPaise: row!.amountPaise };
  };
  const issuedPolicy = async () => policyOf(await readyToPayJourney(ctx().app), 'HEALTH');
  /**
   * The policy as bought 12 days ago and on cover from 10 days ago (by the Indian calendar, as the cover is) for
   * `years`: answers the days in its first year, the period a yearly premium pays for.
   */
  const onCoverTenDays = async (policyId: string, years: number) => {
    const start = new Date(Date.parse(`${indiaDate(new Date())}T00:00:00Z`) - 10 * 86_400_000);
    const yearsOn = (n: number) => {
      const d = new Date(start);
      d.setUTCFullYear(d.getUTCFullYear() + n);
      return d;
    };
    await ctx()
      .handle.db.update(policies)
      .set({
        issuedAt: daysAgo(12),
        startDate: isoDay(start),
        endDate: isoDay(new Date(yearsOn(years).getTime() - 86_400_000)),
      })
      .where(eq(policies.id, policyId));
    return Math.round((yearsOn(1).getTime() - start.getTime()) / 86_400_000);
  };
  const ops = async (role: 'admin' | 'ops' = 'ops') => staffSignIn(ctx().app, await staffAccount(ctx().app, role));
  const cancel = (staff: Headers, policyNumber: string) =>
    api('POST', `/v1/ops/policies/${encodeURIComponent(policyNumber)}/free-look-cancel`, staff);

  it('cancels a policy not yet on cover: everything back but ₹1 stamp duty, refunded, shown to the buyer', async () => {
    const { j, policy, premiumPaise } = await issuedPolicy();
    const staff = await ops();
    // Before confirming, staff (and the buyer on the phone) hear what goes back: the same as the cancellation then does.
    const quote = await api('GET', `/v1/ops/policies/${policy.policyNumber}/free-look-refund`, staff);
    expect(quote.json()).toEqual({
      premium: premiumPaise / 100,
      amount: (premiumPaise - 100) / 100,
      risk_premium: 0,
      stamp_duty: 1,
      medical_costs: 0,
      days_on_cover: 0,
    });
    // As a buyer reads it out on the phone: the number in lower case, without its dashes.
    const res = await cancel(staff, policy.policyNumber.toLowerCase().replaceAll('-', ''));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      policy_number: policy.policyNumber,
      refund: {
        amount: (premiumPaise - 100) / 100,
        risk_premium: 0,
        stamp_duty: 1,
        days_on_cover: 0,
        status: 'REFUNDED',
      },
    });
    const [attempt] = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, policy.paymentAttemptId));
    expect(attempt).toMatchObject({ status: 'REFUNDED', refundPaise: premiumPaise - 100 });
    expect(attempt?.refundId).toBeTruthy();

    const dashboard = (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
    expect(
      dashboard.policies.find((p: { policy_number: string }) => p.policy_number === policy.policyNumber),
    ).toMatchObject({
      cancel_refund: (premiumPaise - 100) / 100,
      cancelled_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(dashboard.refunds).toContainEqual(
      expect.objectContaining({
        amount: (premiumPaise - 100) / 100,
        status: 'REFUNDED',
        reason: FREE_LOOK_REFUND_REASON,
      }),
    );
    // Staff see it cancelled in the policy search, and the admin's audit log has who did it and the figures.
    const found = (await api('GET', `/v1/ops/policies?q=${policy.policyNumber}`, staff)).json();
    expect(found[0]).toMatchObject({ cancel_refund: (premiumPaise - 100) / 100, cancelled_at: expect.any(String) });
    const log = (await api('GET', '/v1/ops/audit-log', await ops('admin'))).json().items;
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'FREE_LOOK_CANCEL',
        target: policy.policyNumber,
        after: expect.objectContaining({ refund_paise: premiumPaise - 100, stamp_duty_paise: 100 }),
      }),
    );
  });

  // A term premium is paid yearly: it buys one year of a 35-year cover. An attacker's review found the risk premium
  // worked out as a share of the whole term (10 days of 12,784), so nearly all of it went back on every return.
  it.each([
    ['a 1-year health policy', 'HEALTH', 1],
    ['a 35-year term policy', 'TERM', 35],
  ] as const)(
    'keeps the risk premium of %s for the days on cover, out of the year its premium paid for',
    async (_, vertical, years) => {
      const { policy, premiumPaise } =
        vertical === 'HEALTH'
          ? await issuedPolicy()
          : // ₹25 lakh needs no income proof: the proposal is complete once saved (the sandbox CKYC finds the PAN).
            await policyOf(await savedTermProposal(ctx().app, { quote: { sum_assured: 2_500_000 } }), 'TERM');
      const yearDays = await onCoverTenDays(policy.id, years);
      const res = (await cancel(await ops(), policy.policyNumber)).json();
      expect(res.refund.days_on_cover).toBe(10);
      const risk = Math.round((premiumPaise * 10) / yearDays);
      expect(res.refund.risk_premium).toBe(risk / 100);
      // Stamp duty at the product's rate: ₹1 a health policy; 20 paise for each ₹1,000 of the ₹25 lakh assured.
      const stampDuty = vertical === 'HEALTH' ? 100 : 2_500 * 20;
      expect(res.refund.stamp_duty).toBe(stampDuty / 100);
      expect(res.refund.amount).toBe((premiumPaise - risk - stampDuty) / 100);
    },
  );

  // Kavach renders the record of a policy from before insurers issued (no product UIN): the insurer dates its own.
  it('dates the schedule by the Indian calendar: a policy issued at 1:30 am in Pune is issued that day', async () => {
    const { j, policy } = await issuedPolicy();
    await ctx()
      .handle.db.update(policies)
      .set({ issuedAt: new Date('2026-11-26T20:00:00.000Z'), productUin: null })
      .where(eq(policies.id, policy.id));
    const pdf = await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain('Issued through Kavach on 27/11/2026');
  });

  it('cancels once: a second request, and two at the same moment, are told it is done; one refund is asked for', async () => {
    const { policy } = await issuedPolicy();
    const staff = await ops();
    const [a, b] = await Promise.all([cancel(staff, policy.policyNumber), cancel(await ops(), policy.policyNumber)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await cancel(staff, policy.policyNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This policy was already cancelled');
    const log = (await api('GET', '/v1/ops/audit-log', await ops('admin'))).json().items;
    expect(
      log.filter(
        (e: { action: string; target: string }) => e.action === 'FREE_LOOK_CANCEL' && e.target === policy.policyNumber,
      ),
    ).toHaveLength(1);
  });

  it('refuses after the 30 days, for motor (no free look), for customers, and for unknown policies', async () => {
    const { j, policy } = await issuedPolicy();
    const staff = await ops();
    await ctx()
      .handle.db.update(policies)
      .set({ issuedAt: daysAgo(31) })
      .where(eq(policies.id, policy.id));
    const late = await cancel(staff, policy.policyNumber);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/^The free-look period of this policy ended on \d{4}-\d{2}-\d{2}$/);

    await ctx().handle.db.update(policies).set({ issuedAt: new Date() }).where(eq(policies.id, policy.id));
    // The journey made a motor one behind the API's back: its proposal is then motor's (none saved yet).
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    await ctx().handle.db.update(journeys).set({ vertical: 'MOTOR', proposal: {} }).where(eq(journeys.id, j.journeyId));
    const motor = await cancel(staff, policy.policyNumber);
    expect(motor.statusCode).toBe(409);
    expect(motor.json().error.message).toBe('A motor policy has no free-look period');
    await ctx()
      .handle.db.update(journeys)
      .set({ vertical: 'HEALTH', proposal: row?.proposal })
      .where(eq(journeys.id, j.journeyId));

    // The buyer cannot cancel through the staff route, nor can anyone without a staff session.
    expect((await cancel(j.headers, policy.policyNumber)).statusCode).toBe(401);
    expect((await cancel({}, policy.policyNumber)).statusCode).toBe(401);
    expect((await cancel(staff, 'KV-H-2026-NOSUCH00')).statusCode).toBe(404);
    expect((await cancel(staff, 'X'.repeat(41))).statusCode).toBe(400);
    // Nothing was cancelled by any of those.
    const [after] = await ctx().handle.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(after?.cancelledAt).toBeNull();
  });

  it('reconciles the day: captures with no policy and policies with no kept capture stand out, a free-look return does not', async () => {
    const staff = await ops();
    const cancelled = await issuedPolicy();
    expect((await cancel(staff, cancelled.policy.policyNumber)).statusCode).toBe(200);
    const broken = await issuedPolicy();
    // A policy whose payment is not a kept capture (it should never happen; the view is there to catch it).
    await ctx()
      .handle.db.update(paymentAttempts)
      .set({ status: 'FAILED' })
      .where(eq(paymentAttempts.id, broken.policy.paymentAttemptId));
    // Money kept, and the process died before the policy: the sweep would issue it, the view shows it meanwhile.
    const j = await readyToPayJourney(ctx().app);
    await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId });
    const attempt = (await api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId })).json();
    await ctx()
      .handle.db.update(paymentAttempts)
      .set({ status: 'SUCCESS', keptAt: new Date() })
      .where(eq(paymentAttempts.id, attempt.payment_attempt_id));

    const day = (await api('GET', '/v1/ops/reconciliation', staff)).json();
    expect(day.date).toBe(indiaDate(new Date()));
    expect(day.captures_without_policy).toContainEqual(
      expect.objectContaining({
        payment_attempt_id: attempt.payment_attempt_id,
        note: expect.stringMatching(/^No policy yet/),
      }),
    );
    expect(day.policies_without_capture).toContainEqual(
      expect.objectContaining({
        policy_number: broken.policy.policyNumber,
        status: 'FAILED',
        note: 'Its payment is “Failed”, not a kept capture',
      }),
    );
    const flagged = [...day.captures_without_policy, ...day.policies_without_capture].map(
      (f: { journey_id: string }) => f.journey_id,
    );
    expect(flagged).not.toContain(cancelled.j.journeyId);
    expect(day.policies_issued).toBeGreaterThanOrEqual(2);

    expect((await api('GET', '/v1/ops/reconciliation?date=2026-02-30x', staff)).statusCode).toBe(400);
    expect((await api('GET', '/v1/ops/reconciliation', j.headers)).statusCode).toBe(401);
    const past = (await api('GET', '/v1/ops/reconciliation?date=2020-01-01', staff)).json();
    expect(past).toMatchObject({ captured: { count: 0, amount: 0 }, policies_issued: 0 });
  });

  it('gives staff the schedule PDF the buyer downloads, with the read on the record; nobody else', async () => {
    const { j, policy } = await issuedPolicy();
    const staff = await ops();
    const url = `/v1/ops/policies/${policy.policyNumber}/schedule`;
    const pdf = await api('GET', url, staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="health-policy-${policy.policyNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The same document as the buyer's own download.
    const own = await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers);
    expect(own.rawPayload.length).toBeGreaterThan(1000);
    const log = (await api('GET', '/v1/ops/audit-log', await ops('admin'))).json().items;
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'READ_POLICY_SCHEDULE', target: policy.policyNumber }),
    );
    expect((await api('GET', url, j.headers)).statusCode).toBe(401);
    // Typed in lower case, or with spaces for its dashes, it is the same policy.
    for (const typed of [policy.policyNumber.toLowerCase(), policy.policyNumber.replaceAll('-', ' ')])
      expect((await api('GET', `/v1/ops/policies/${encodeURIComponent(typed)}/schedule`, staff)).statusCode).toBe(200);
    expect((await api('GET', '/v1/ops/policies/KV-H-2026-NOSUCH00/schedule', staff)).statusCode).toBe(404);
  });

  it('keeps every status of a payment and every verified webhook delivery, in order, for staff', async () => {
    const { policy } = await issuedPolicy();
    const staff = await ops();
    expect((await cancel(staff, policy.policyNumber)).statusCode).toBe(200);
    const res = await api('GET', `/v1/ops/payments/${policy.paymentAttemptId}/history`, staff);
    expect(res.statusCode).toBe(200);
    const events = res.json().events as { kind: string; status: string; from: string | null; note: string | null }[];
    const statuses = events.filter((e) => e.kind === 'STATUS').map((e) => `${e.from ?? '·'}→${e.status}`);
    expect(statuses).toEqual(['·→PENDING', 'PENDING→SUCCESS', 'SUCCESS→REFUND_DUE', 'REFUND_DUE→REFUNDED']);
    expect(events.find((e) => e.status === 'REFUND_DUE')?.note).toBe(FREE_LOOK_REFUND_REASON);
    // The sandbox gateway's signed webhook settled it, and is on the record after the capture it announced.
    const webhook = events.findIndex((e) => e.kind === 'WEBHOOK' && e.status === 'SUCCESS');
    expect(webhook).toBeGreaterThan(events.findIndex((e) => e.status === 'SUCCESS' && e.kind === 'STATUS'));
    expect(events[webhook]?.note).toMatch(/^Gateway payment /);

    expect((await api('GET', `/v1/ops/payments/${policy.paymentAttemptId}/history`, {})).statusCode).toBe(401);
    expect((await api('GET', '/v1/ops/payments/6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f60/history', staff)).statusCode).toBe(
      404,
    );
    expect((await api('GET', '/v1/ops/payments/not-an-id/history', staff)).statusCode).toBe(400);
  });

  // An attacker's review found the buyer's schedule unchanged after the refund: a live-looking proof of cover that
  // was paid back. The buyer keeps the document for their records, stamped cancelled.
  // Found reading the change: with the case's lease held by another caller (a poll, a callback), the cancellation
  // was dropped: no job queued, and the insurer never told. It now waits on the queue.
  it('queues the insurer’s cancellation when another caller holds the case at that moment', async () => {
    const { j, policy } = await issuedPolicy();
    const { db } = ctx().handle;
    await db.update(insurerCases).set({ claimedAt: new Date() }).where(eq(insurerCases.journeyId, j.journeyId));
    // The refund follows the insurer's confirmation (docs/product/cancellation.md): nothing goes back yet.
    expect((await cancel(await ops(), policy.policyNumber)).json().refund.status).toBe('AWAITING_INSURER');
    const [insurerCase] = await db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    expect(insurerCase?.status).toBe('ISSUED');
    const [kept] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, policy.paymentAttemptId));
    expect(kept?.status).toBe('SUCCESS');
    const jobs = await rawQuery<{ state: string }>(
      db,
      `select state from ${JOB_SCHEMA}.job where name = 'insurer-cancel' and singleton_key = $1`,
      [insurerCase!.id],
    );
    expect(jobs.map((job) => job.state)).toEqual([expect.stringMatching(/^(created|retry|active)$/)]);
  });

  it('stamps the buyer’s schedule of a returned policy CANCELLED, so it cannot pass for cover', async () => {
    const { j, policy } = await issuedPolicy();
    expect((await cancel(await ops(), policy.policyNumber)).json().refund.status).toBe('REFUNDED');
    const pdf = await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    const [after] = await ctx().handle.db.select().from(policies).where(eq(policies.id, policy.id));
    const day = toDisplayDate(indiaDate(after!.cancelledAt!));
    expect(text).toContain(`CANCELLED on ${day}: this policy was returned in its free-look period and Rs.`);
    expect(text).toContain('It gives no cover.');
    expect(text).toContain(`Status: Cancelled on ${day}`);
    // The free-look paragraph says what the refund kept, as the rule worked it out.
    expect(text).toContain(
      'less the premium for the days you were on cover, Rs. 1 stamp duty, and the cost of any medical examination the insurer paid for.',
    );

    // The insurer issued it, so the insurer was told to cancel it, with the refund's reason, and said it has.
    const { db } = ctx().handle;
    const [insurerCase] = await db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    expect(insurerCase?.status).toBe('CANCELLED');
    const [atInsurer] = await db
      .select()
      .from(sandboxInsurerProposals)
      .where(eq(sandboxInsurerProposals.brokerReference, insurerCase!.id));
    expect(atInsurer).toMatchObject({ status: 'CANCELLED', decision: { reason: FREE_LOOK_REFUND_REASON } });
  });
});
