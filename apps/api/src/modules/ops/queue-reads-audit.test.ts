import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema.ts';
import { signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { documentKycJourney } from '../../../test/kyc-review-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';

// SECURITY.md: "every staff action, customer lookups included, is written to an audit log". Opening one complaint
// was audited (VIEW_GRIEVANCE), but an attacker's review found the queues, which show the same personal data for
// every buyer at once, left no trace. Each read is now recorded by the ids it showed (never names or mobiles).
describeWithApp('staff reads of the complaint and KYC queues', (ctx, api) => {
  it('audits a staff member reading the complaint queue, which shows every buyer’s name, mobile and complaint', async () => {
    const b = await signedInFamilyJourney(ctx().app);
    const raised = await api('POST', '/v1/users/me/grievances', b.headers, {
      journey_id: b.journeyId,
      category: 'CLAIM',
      subject: 'Cashless claim refused',
      description: 'The hospital says my cashless claim was refused without any reason given.',
    });
    expect(raised.statusCode).toBe(201);
    const account = await staffAccount(ctx().app, 'ops');
    const staff = await staffSignIn(ctx().app, account);
    const [member] = await ctx().handle.db.select().from(staffUsers).where(eq(staffUsers.email, account.email));

    const queue = await api('GET', '/v1/ops/grievances', staff);
    expect(queue.statusCode).toBe(200);
    const shown = queue
      .json()
      .items.find((g: { grievance_id: string }) => g.grievance_id === raised.json().grievance_id);
    // Personal data read: the buyer's mobile and name, and what they wrote.
    expect(shown).toMatchObject({ buyer_mobile: expect.stringMatching(/^\d{10}$/), description: expect.any(String) });

    const entries = await ctx().handle.db.select().from(auditLog).where(eq(auditLog.staffId, member!.id));
    // Signing in is on the record; reading every complaint with the buyers' mobiles is too, by the complaints shown.
    expect(entries.filter((e) => e.action !== 'SIGN_IN')).toEqual([
      expect.objectContaining({
        action: 'LIST_GRIEVANCES',
        after: { shown: expect.arrayContaining([shown.grievance_id]) },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(shown.buyer_mobile);
  });

  it('audits a staff member reading the KYC queue, which names every proposer waiting for review', async () => {
    const j = await documentKycJourney(ctx().app);
    const account = await staffAccount(ctx().app, 'ops');
    const staff = await staffSignIn(ctx().app, account);
    const [member] = await ctx().handle.db.select().from(staffUsers).where(eq(staffUsers.email, account.email));
    const queue = await api('GET', '/v1/ops/kyc-reviews', staff);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({ journey_id: j.journeyId, proposer_name: expect.any(String) }),
    );
    const entries = await ctx().handle.db.select().from(auditLog).where(eq(auditLog.staffId, member!.id));
    expect(entries.filter((e) => e.action !== 'SIGN_IN')).toEqual([
      expect.objectContaining({ action: 'LIST_KYC_REVIEWS', after: { shown: expect.arrayContaining([j.journeyId]) } }),
    ]);
  });
});
