import { indiaDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentAttempts, policies } from '../../db/schema.ts';
import { pdfBytes } from '../../../test/files.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney, type TestContext } from '../../../test/test-app.ts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

// Guards the risk premium a returned term policy keeps. Its premium is paid yearly (premium_frequency YEARLY): what
// the buyer paid buys one year of a 35-year cover, so 10 days on cover keep 10/365 of it. Worked out as a share of
// the whole term (10/12,784), nearly all of the premium went back and the broker lost money on every return.
describeWithApp('free-look return of a term policy', (ctx, api) => {
  it('keeps the risk premium for the days on cover out of the year the premium paid for, not out of 35 years', async () => {
    const j = await savedTermProposal(ctx().app);
    await uploadIncomeProof(ctx, j);
    expect(
      (await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const { status } = await payConfirmedJourney(ctx().app, 'TERM', j);
    expect(status.status).toBe('SUCCESS');
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    const [attempt] = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, policy!.paymentAttemptId));
    const premiumPaise = attempt!.amountPaise;

    // Bought 12 days ago, on cover from 10 days ago, for 35 years (as issued).
    const start = new Date(Date.parse(`${indiaDate(new Date())}T00:00:00Z`) - 10 * 86_400_000);
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + 35);
    end.setUTCDate(end.getUTCDate() - 1);
    await ctx()
      .handle.db.update(policies)
      .set({ issuedAt: new Date(Date.now() - 12 * 86_400_000), startDate: isoDay(start), endDate: isoDay(end) })
      .where(eq(policies.id, policy!.id));

    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const res = await api(
      'POST',
      `/v1/ops/policies/${encodeURIComponent(policy!.policyNumber)}/free-look-cancel`,
      staff,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().refund.days_on_cover).toBe(10);
    // The yearly premium paid for the policy's first year: 10 days of it were on cover (365 or 366 days a year).
    const firstYearEnd = new Date(start);
    firstYearEnd.setUTCFullYear(firstYearEnd.getUTCFullYear() + 1);
    const yearDays = Math.round((firstYearEnd.getTime() - start.getTime()) / 86_400_000);
    const risk = Math.round((premiumPaise * 10) / yearDays);
    expect(res.json().refund.risk_premium).toBe(risk / 100);
    expect(res.json().refund.amount).toBe((premiumPaise - risk - 100) / 100);
  });
});

/** The income proof as the browser sends it (term-proposal.test.ts): a signed PUT of a PDF, then processing. */
async function uploadIncomeProof(ctx: () => TestContext, j: BuyerJourney) {
  const { app } = ctx();
  const presigned = (
    await app.inject({
      method: 'POST',
      url: '/v1/utility/generate-presign-put-url',
      headers: j.headers,
      payload: {
        journey_id: j.journeyId,
        doc_name: 'form16.pdf',
        purpose_code: 'KYC',
        doc_type: 'INCOME_PROOF',
        mime_type: 'APPLICATION_PDF',
      },
    })
  ).json();
  const put = await app.inject({
    method: 'PUT',
    url: presigned.pre_signed_url,
    payload: pdfBytes(),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.statusCode).toBeLessThan(300);
  const processed = await app.inject({
    method: 'POST',
    url: '/v1/utility/process-upload',
    headers: j.headers,
    payload: { upload_reference_id: presigned.upload_reference_id },
  });
  expect(processed.statusCode).toBe(200);
}
