import { indiaDate, toDisplayDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { policies } from '../../db/schema.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payAndReturn, pdfText } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// A buyer returns a health policy in its free-look period: staff cancel it and the premium goes back. An attacker's
// review found the schedule still downloadable afterwards as the same document — a year of cover, the sum insured,
// the members — with nothing saying the policy was cancelled: proof of cover that was refunded. The buyer keeps the
// document for their records, stamped cancelled.
describeWithApp('the schedule of a policy cancelled in its free-look period', (ctx, api) => {
  it('is not served to the buyer as a live policy after the cancellation and refund', async () => {
    const j = await readyToPayJourney(ctx().app);
    expect(
      (await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const attempt = (await api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId })).json();
    await payAndReturn(ctx().app, attempt.payment_url);
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const cancelled = await api(
      'POST',
      `/v1/ops/policies/${encodeURIComponent(policy!.policyNumber)}/free-look-cancel`,
      staff,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund.status).toBe('REFUNDED');

    const pdf = await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    const [after] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    const day = toDisplayDate(indiaDate(after!.cancelledAt!));
    expect(text).toContain(`CANCELLED on ${day}: this policy was returned in its free-look period and Rs.`);
    expect(text).toContain('It gives no cover.');
    expect(text).toContain(`Status: Cancelled on ${day}`);
  });
});
