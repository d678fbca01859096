import { expect, it } from 'vitest';
import { payAndReturn } from '../../../test/payments.ts';
import { confirmAndOpen, documentKycJourney } from '../../../test/kyc-review-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack25: the reconciliation counts a day's captures by `kept_at`, but keeps only those still SUCCESS, or refunded
 * because their policy was returned in its free look. Money held for a KYC review that staff then reject is refunded
 * in full (SUCCESS → REFUND_DUE → REFUNDED): it drops out of the day it was captured, from the count, the amount and
 * the list of captures without a policy, so the day reads "nothing captured, everything matches" though the gateway
 * took the premium that day (its refund is another day's movement).
 */
describeWithApp('reconciliation: money held for a KYC review and refunded on rejection (attack25)', (ctx, api) => {
  it('still counts the premium the gateway captured that day after staff reject the KYC and refund it', async () => {
    const j = await documentKycJourney(ctx().app);
    const attempt = await confirmAndOpen(ctx().app, j);
    await payAndReturn(ctx().app, attempt.payment_url);
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));

    const before = (await api('GET', '/v1/ops/reconciliation', staff)).json();
    expect(before.captured.count).toBe(1);
    const amount = before.captured.amount as number;
    expect(amount).toBeGreaterThan(0);
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

    // The gateway took this premium today; its refund is a movement of its own. The day's capture stays counted.
    const after = (await api('GET', '/v1/ops/reconciliation', staff)).json();
    expect(after.captured).toEqual({ count: 1, amount });
    expect((await api('GET', '/v1/ops/summary', staff)).json()).toMatchObject({ premium_collected: amount });
  });
});
