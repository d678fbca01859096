import { expect, it } from 'vitest';
import { returnInFreeLook, staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { confirmAndPay, payAndReturn } from '../../../test/payments.ts';
import { confirmAndOpen, documentKycJourney } from '../../../test/kyc-review-fixtures.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// GET /v1/ops/reconciliation: a day's captures, refunds and policies, as staff read them. The day's figures are
// exact counts, so their tests come first, on the app's fresh database; the tests after them make no payment.
describeWithApp('the reconciliation of a day', (ctx, api) => {
  // attack15: the reconciliation counted a day's captures as the attempts whose status is SUCCESS now, dated by their
  // last change. A policy returned in its free look turns its capture into REFUND_DUE/REFUNDED, so the money captured
  // on the day it was paid dropped out of that day's figures, and out of every day's: the console then read
  // "0 captured (₹0), 1 policy issued. Everything matches." for a day on which the gateway took the premium — and the
  // stamp duty and risk premium Kavach keeps of it were counted nowhere.
  it('still counts the premium captured that day once the policy is returned in its free look', async () => {
    const status = await confirmAndPay(ctx().app, 'HEALTH', await readyToPayJourney(ctx().app));

    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const before = (await api('GET', '/v1/ops/reconciliation', staff)).json();
    expect(before.captured).toEqual({ count: 1, amount: status.total_number });
    expect(before.policies_issued).toBe(1);

    await returnInFreeLook(ctx().app, status.policy_number);

    // The gateway took the premium today, and a policy was issued for it: the day's figures say so still.
    const after = (await api('GET', '/v1/ops/reconciliation', staff)).json();
    expect({ captured: after.captured, policies_issued: after.policies_issued }).toEqual({
      captured: { count: 1, amount: status.total_number },
      policies_issued: 1,
    });
    // The console's figure for the day is the same money, and the refund is a figure of its own beside it.
    const summary = (await api('GET', '/v1/ops/summary', staff)).json();
    expect(summary).toMatchObject({ policies_issued: 1, premium_collected: status.total_number });
    expect(summary.refunded).toBeGreaterThan(0);
    expect(summary.refunded).toBeLessThan(status.total_number);
  });

  // attack25: the same for money held for a KYC review that staff reject and the buyer then takes back: refunded in
  // full, it dropped out of the day it was captured, from the count, the amount and the summary's "Premium collected".
  it('still counts the premium the gateway captured that day after staff reject the KYC and it is refunded', async () => {
    const j = await documentKycJourney(ctx().app);
    const attempt = await confirmAndOpen(ctx().app, j);
    await payAndReturn(ctx().app, attempt.payment_url);
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));

    const before = (await api('GET', '/v1/ops/reconciliation', staff)).json();
    const refundedBefore = (await api('GET', '/v1/ops/summary', staff)).json().refunded as number;
    expect(before.captured.count).toBeGreaterThanOrEqual(1);
    expect(before.captures_without_policy).toContainEqual(
      expect.objectContaining({ payment_attempt_id: attempt.payment_attempt_id }),
    );

    const listed = (await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json().documents as {
      upload_id: string;
    }[];
    const rejected = await api('POST', `/v1/ops/kyc-reviews/${j.journeyId}/reject`, staff, {
      reason_code: 'AADHAAR_NOT_MASKED',
      upload_ids: listed.map((d) => d.upload_id),
    });
    expect(rejected.statusCode).toBe(200);
    // Held while the buyer could upload again (issue 48); they cancel instead, and it is refunded.
    expect((await api('POST', `/v1/account/journeys/${j.journeyId}/held-refund`, j.headers)).statusCode).toBe(200);

    // The gateway took this premium today; its refund is a movement of its own. The day's capture stays counted.
    const after = (await api('GET', '/v1/ops/reconciliation', staff)).json();
    expect(after.captured).toEqual(before.captured);
    const summary = (await api('GET', '/v1/ops/summary', staff)).json();
    expect(summary.premium_collected).toBe(before.captured.amount);
    // Refunded in full: "Refunded today" grows by the whole premium.
    const held = (before.captures_without_policy as { payment_attempt_id: string; amount: number }[]).find(
      (c) => c.payment_attempt_id === attempt.payment_attempt_id,
    );
    expect(summary.refunded - refundedBefore).toBe(held?.amount);
    // Refunded, it is no longer money kept without a policy.
    expect(after.captures_without_policy).not.toContainEqual(
      expect.objectContaining({ payment_attempt_id: attempt.payment_attempt_id }),
    );
  });

  // SECURITY.md (money back on a returned policy): "Staff reading a policy's schedule, the reconciliation and the
  // privacy records are audited reads". GET /v1/ops/reconciliation wrote no entry, so an admin's log showed nothing
  // of who looked at a day's captures, journeys and payment ids.
  it('is on the admin’s audit log, by the staff member who read it', async () => {
    const account = await staffAccount(ctx().app, 'ops');
    const staff = await staffSignIn(ctx().app, account);
    expect((await api('GET', '/v1/ops/reconciliation', staff)).statusCode).toBe(200);
    const log = (
      await api('GET', '/v1/ops/audit-log', await staffSignIn(ctx().app, await staffAccount(ctx().app)))
    ).json().items as { staff_email: string; action: string }[];
    const mine = log.filter((e) => e.staff_email === account.email).map((e) => e.action);
    expect(mine.filter((a) => a !== 'SIGN_IN')).toHaveLength(1);
  });

  // docs/decisions.md §2: bad input is a 4xx in the error shape, never a 500. 0001-01-01 passed ZIsoDate, but its
  // start by the Indian clock (00:00 +05:30) is 31 December of year 0, a timestamp PostgreSQL refuses: a 500.
  it('answers a date the database cannot hold with 400, not 500', async () => {
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const res = await api('GET', '/v1/ops/reconciliation?date=0001-01-01', staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
