import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { uploadKycPng } from '../../../test/kyc-fixtures.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// SECURITY.md, "Account deletion: what is kept": the medical and lifestyle declarations and the declared conditions
// are erased from a paid policy's record. But the record keeps the premium "with its breakdown" whole
// (`RETAINED_JOURNEY_COLUMNS` keeps `premium` and `quotedPremium`; `retainedSnapshot` keeps the snapshot's
// `premium`), and a priced breakdown carries `loadings`: each declared condition the premium was loaded for, by name.
// So after erasure the policy record still says the life assured declared high blood pressure.
describeWithApp('attack24: declared conditions outlive account deletion in the premium breakdown', (ctx, api) => {
  it('keeps no declared condition in the journey, the policy or the payment once the account is deleted', async () => {
    const { app, handle } = ctx();
    const j = await savedTermProposal(app, { lifestyle: { existing_conditions: ['HYPERTENSION'] } });
    await uploadKycPng(app, j.headers, j.journeyId, 'INCOME_PROOF');
    const confirmed = await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { status } = await payConfirmedJourney(app, 'TERM', j);
    expect(status.policy_number).toBeTruthy();
    // Before erasure the premium was loaded for the declaration (the schedule explains the premium paid).
    const [before] = await handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    expect(JSON.stringify(before!.premium)).toContain('HYPERTENSION');

    expect((await api('DELETE', '/v1/account', j.headers)).statusCode).toBe(200);

    const [journey] = await handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    const [policy] = await handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    const attempts = await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.journeyId, j.journeyId));
    expect(journey!.medical).toBeNull();
    const kept = {
      premium: journey!.premium,
      quotedPremium: journey!.quotedPremium,
      policySnapshot: policy!.snapshot,
      attemptSnapshots: attempts.map((a) => a.snapshot),
    };
    expect(JSON.stringify(kept)).not.toContain('HYPERTENSION');
  });
});
