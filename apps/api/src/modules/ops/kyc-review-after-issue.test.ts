import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { uploadReviewDocuments } from '../../../test/kyc-review-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { POLICY_ISSUED } from './decide-kyc.ts';

// ARCHITECTURE.md: "documents complete and CKYC not found put the journey in the queue". Neither the KYC status read
// (checkJourneyKyc → submitKycReview) nor confirmation asks whether the journey is paid and its policy issued. A buyer
// whose PAN CKYC found (the policy issued at once) and who had also uploaded documents reads the KYC status later,
// while the registry is down — an outage leaves CKYC pending (providers/ckyc: UNREACHABLE) — and the issued policy's
// journey
// goes into the staff's KYC queue. A rejection then marks the buyer's live, paid policy "KYC rejected, upload again"
// (uploads are refused on a paid journey) and refunds nothing; the dashboard shows the rejection.
describeWithApp('a KYC review and an issued policy', (ctx, api) => {
  /** A journey CKYC found (ABCDK1234F in the sandbox) with documents uploaded too, confirmed. */
  const confirmedWithDocuments = async () => {
    const j = await readyToPayJourney(ctx().app);
    await uploadReviewDocuments(ctx().app, j);
    expect(
      (await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    return j;
  };
  /** The KYC status read once the journey's CKYC answer is too old to reuse, while the registry is unreachable. */
  const readWhileRegistryDown = async (j: { journeyId: string; headers: Record<string, string> }) => {
    const { app } = ctx();
    await ctx().handle.db.update(journeys).set({ ckycSearch: null }).where(eq(journeys.id, j.journeyId));
    const search = app.ckyc.search;
    app.ckyc.search = async () => 'UNREACHABLE';
    try {
      const kyc = await api('GET', `/v1/health/journey/kyc-status/${j.journeyId}`, j.headers);
      expect(kyc.statusCode).toBe(200);
      return kyc.json().kyc_status as string;
    } finally {
      app.ckyc.search = search;
    }
  };

  /** A confirmed journey the outage read sent to the staff's queue. */
  const queuedByAnOutage = async () => {
    const j = await confirmedWithDocuments();
    expect(await readWhileRegistryDown(j)).toBe('UNDER_REVIEW');
    return j;
  };
  const attemptStatus = async (id: string) =>
    (await ctx().handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]?.status;

  it('does not send a paid, issued journey to the staff’s KYC review queue', async () => {
    const { app } = ctx();
    const j = await confirmedWithDocuments();
    await payConfirmedJourney(app, 'HEALTH', j);
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    expect(policy).toBeDefined();

    // A day later, the registry is unreachable.
    await readWhileRegistryDown(j);

    const staff = await staffSignIn(app, await staffAccount(app, 'ops'));
    const queue = (await api('GET', '/v1/ops/kyc-reviews', staff)).json().items as { journey_id: string }[];
    expect(queue.map((k) => k.journey_id)).not.toContain(j.journeyId);
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    expect(row?.kycReviewStatus).toBeNull();
    // Nothing about the money changed either way.
    expect(await attemptStatus(policy!.paymentAttemptId)).toBe('SUCCESS');
  });

  // The same outage read before payment: nothing is paid yet, so the journey may go to the queue. But its confirmation
  // froze CKYC found, so its payment issues the policy at once — and from then on the review is closed.
  it('leaves the queue and its count once the policy is issued, and staff can neither reject nor approve it', async () => {
    const { app } = ctx();
    const j = await queuedByAnOutage();
    const staff = await staffSignIn(app, await staffAccount(app, 'ops'));
    const queued = async () =>
      ((await api('GET', '/v1/ops/kyc-reviews', staff)).json().items as { journey_id: string }[]).map(
        (k) => k.journey_id,
      );
    const waiting = async () => (await api('GET', '/v1/ops/summary', staff)).json().kyc_waiting as number;
    expect(await queued()).toContain(j.journeyId);
    const waitingBefore = await waiting();

    await payConfirmedJourney(app, 'HEALTH', j);
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    expect(policy).toBeDefined();
    expect(await queued()).not.toContain(j.journeyId);
    expect(await waiting()).toBe(waitingBefore - 1);

    const upload_ids = (
      (await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json().documents as { upload_id: string }[]
    ).map((d) => d.upload_id);
    for (const [verb, body] of [
      ['reject', { reason_code: 'AADHAAR_NOT_MASKED', upload_ids }],
      ['approve', { upload_ids }],
    ] as const) {
      const refused = await api('POST', `/v1/ops/kyc-reviews/${j.journeyId}/${verb}`, staff, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(POLICY_ISSUED);
    }
    const decisions = await ctx()
      .handle.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.target, j.journeyId), inArray(auditLog.action, ['APPROVE_KYC', 'REJECT_KYC'])));
    expect(decisions).toEqual([]);
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    expect(row).toMatchObject({ status: 'PAID', kycReviewStatus: 'UNDER_REVIEW' });
    expect(await attemptStatus(policy!.paymentAttemptId)).toBe('SUCCESS');
  });

  // The same journey, paid, and the process died between the capture and the policy. Its money is not held (the
  // confirmation froze CKYC found), so the minute's sweep owes it its policy, review or not.
  it('gets its policy from the payment sweep when the process died after the capture, though a review stands', async () => {
    const { app } = ctx();
    const j = await queuedByAnOutage();
    const opened = await api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId });
    const attemptId = opened.json().payment_attempt_id as string;
    await ctx().handle.db.update(paymentAttempts).set({ status: 'SUCCESS' }).where(eq(paymentAttempts.id, attemptId));

    await app.reconcilePayments();
    const issued = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    expect(issued.map((p) => p.paymentAttemptId)).toEqual([attemptId]);
    const status = await api('GET', `/v1/health/payments/status/${j.journeyId}/${attemptId}`, j.headers);
    expect(status.json()).toMatchObject({ status: 'SUCCESS', policy_number: issued[0]?.policyNumber });
  });
});
