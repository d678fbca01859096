import { expect, it, vi } from 'vitest';
import { DOCUMENT_KYC_PAN, uploadReviewDocuments } from '../../../test/kyc-review-fixtures.ts';
import { shiftedDate } from '../../../test/motor-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payAndReturn } from '../../../test/payments.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack16: an approval that refunds the held money (the cover's first day no longer earns the premium paid) answers
 * the console `{ status: 'APPROVED', policy_number: null, refund: null }`, as for a buyer who has not paid yet. The
 * console then tells staff "Approved. The policy is issued when the buyer pays." — the buyer has paid, no policy will
 * ever be issued for that payment, and their whole premium was just refunded; nothing on the screen says so.
 */
describeWithApp('ops: approving a held payment that is refunded (attack16)', (ctx, api) => {
  it('tells staff the approval refunded the held payment, with the amount', async () => {
    const birthday = shiftedDate(10).endsWith('-02-29') ? shiftedDate(11) : shiftedDate(10);
    const dob = `${Number(birthday.slice(0, 4)) - 41}${birthday.slice(4)}`;
    const j = await savedTermProposal(ctx().app, {
      quote: { dob, sum_assured: 2_500_000 },
      lifeAssured: { pan_number: DOCUMENT_KYC_PAN },
    });
    await uploadReviewDocuments(ctx().app, j);
    expect((await api('GET', `/v1/termlife/journey/kyc-status/${j.journeyId}`, j.headers)).json().kyc_status).toBe(
      'UNDER_REVIEW',
    );
    expect(
      (await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const opened = (await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId })).json();
    await payAndReturn(ctx().app, opened.payment_url);
    const held = (
      await api('GET', `/v1/termlife/payments/status/${j.journeyId}/${opened.payment_attempt_id}`, j.headers)
    ).json();
    expect(held).toMatchObject({ status: 'SUCCESS', held_for_kyc: true, policy_number: null });

    // Approved three weeks later, after the 41st birthday: the held premium is refunded in full (issue-policy.ts).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 21 * 86_400_000 });
    try {
      const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
      const documents = (await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json().documents as {
        upload_id: string;
      }[];
      const approved = await api('POST', `/v1/ops/kyc-reviews/${j.journeyId}/approve`, staff, {
        upload_ids: documents.map((d) => d.upload_id),
      });
      expect(approved.statusCode).toBe(200);
      const after = (
        await api('GET', `/v1/termlife/payments/status/${j.journeyId}/${opened.payment_attempt_id}`, j.headers)
      ).json();
      expect(after).toMatchObject({ status: 'FAILED', no_money_taken: false });
      // What the console shows staff: the money went back, not "issued when the buyer pays".
      expect(approved.json()).toMatchObject({
        status: 'APPROVED',
        policy_number: null,
        refund: { amount: held.total_number, status: 'REFUNDED' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
