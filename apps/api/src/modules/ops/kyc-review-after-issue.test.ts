import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { uploadReviewDocuments } from '../../../test/kyc-review-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// ARCHITECTURE.md: "documents complete and CKYC not found put the journey in the queue". Neither the KYC status read
// (checkJourneyKyc → submitKycReview) nor confirmation asks whether the journey is paid and its policy issued. A buyer
// whose PAN CKYC found (the policy issued at once) and who had also uploaded documents reads the KYC status later,
// while the registry is down — an outage "counts as not found" (providers/ckyc) — and the issued policy's journey
// goes into the staff's KYC queue. A rejection then marks the buyer's live, paid policy "KYC rejected, upload again"
// (uploads are refused on a paid journey) and refunds nothing; the dashboard shows the rejection.
describeWithApp('a KYC read on a journey whose policy is already issued', (ctx, api) => {
  it('does not send a paid, issued journey to the staff’s KYC review queue', async () => {
    const { app } = ctx();
    const j = await readyToPayJourney(app); // ABCDK1234F: found in the sandbox CKYC
    await uploadReviewDocuments(app, j);
    expect(
      (await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    await payConfirmedJourney(app, 'HEALTH', j);
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    expect(policy).toBeDefined();

    // The registry is unreachable now: the provider's fall-back answers NOT_FOUND.
    const search = app.ckyc.search;
    app.ckyc.search = async () => 'NOT_FOUND';
    try {
      const kyc = await api('GET', `/v1/health/journey/kyc-status/${j.journeyId}`, j.headers);
      expect(kyc.statusCode).toBe(200);
    } finally {
      app.ckyc.search = search;
    }

    const staff = await staffSignIn(app, await staffAccount(app, 'ops'));
    const queue = (await api('GET', '/v1/ops/kyc-reviews', staff)).json() as { journey_id: string }[];
    expect(queue.map((k) => k.journey_id)).not.toContain(j.journeyId);
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    expect(row?.kycReviewStatus).toBeNull();
    // Nothing about the money changed either way.
    const [attempt] = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, policy!.paymentAttemptId));
    expect(attempt?.status).toBe('SUCCESS');
  });
});
