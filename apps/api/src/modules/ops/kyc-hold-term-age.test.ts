import { MESSAGES, formatInr } from '@kavach/domain';
import { expect, it, vi } from 'vitest';
import { uploadReviewDocuments } from '../../../test/kyc-review-fixtures.ts';
import { shiftedDate } from '../../../test/motor-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payAndReturn, refundedStatus } from '../../../test/payments.ts';
import { freshPan, savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack15: a term payment made while the life assured's KYC documents wait for staff is held, and the policy is
 * issued when they approve — starting the day after the approval (issue-policy.ts: indiaTomorrow()), for the term
 * and at the premium worked out on the age the day after confirmation. Approved after the life assured's birthday,
 * the cover starts a year older than it was priced on (a 40-year-old's premium for a 41-year-old, as attack13 found
 * at confirmation), and runs its 25 years to age 66 while the schedule says "cover till age 65".
 */
describeWithApp('term: a KYC hold across a birthday (attack15)', (ctx, api) => {
  it('does not start a held term policy, priced at 40, on a life assured who is 41 by then, past age 65', async () => {
    // 40 on the first day of cover if paid today; 41 ten days from now.
    // (A 29 February birthday would have no date 41 years back: the next day stands in.)
    const birthday = shiftedDate(10).endsWith('-02-29') ? shiftedDate(11) : shiftedDate(10);
    const dob = `${Number(birthday.slice(0, 4)) - 41}${birthday.slice(4)}`;
    const j = await savedTermProposal(ctx().app, {
      quote: { dob, sum_assured: 2_500_000 },
      lifeAssured: { pan_number: freshPan({ ckycFound: false }) },
    });
    await uploadReviewDocuments(ctx().app, j);
    const kyc = (await api('GET', `/v1/termlife/journey/kyc-status/${j.journeyId}`, j.headers)).json();
    expect(kyc.kyc_status).toBe('UNDER_REVIEW');
    expect(
      (await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const opened = (await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId })).json();
    await payAndReturn(ctx().app, opened.payment_url);
    const held = (
      await api('GET', `/v1/termlife/payments/status/${j.journeyId}/${opened.payment_attempt_id}`, j.headers)
    ).json();
    expect(held).toMatchObject({ status: 'SUCCESS', held_for_kyc: true, policy_number: null });

    // Staff get to the documents three weeks later, after the 41st birthday, and approve them.
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
      // Staff are told the approval gave the held money back, and why (attack16: it read "issued when the buyer pays").
      expect(approved.json()).toMatchObject({
        status: 'APPROVED',
        policy_number: null,
        refund: { amount: held.total_number, status: 'REFUNDED', reason: MESSAGES.KYC_HELD_PRICE_MOVED },
      });
      // The cover would start on a 41-year-old at a 40-year-old's premium: no policy, the money goes back, saying why.
      expect((await api('GET', '/v1/users/me/dashboard', j.headers)).json().policies).toEqual([]);
      const after = await refundedStatus(ctx().app, 'TERM', j, opened.payment_attempt_id);
      expect(after).toMatchObject({ status: 'FAILED', policy_number: null, no_money_taken: false });
      expect(after.failure_reason).toBe(
        `${MESSAGES.KYC_HELD_PRICE_MOVED}. ${formatInr(held.total_number)} has been refunded to you.`,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
