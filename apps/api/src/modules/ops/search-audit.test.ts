import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// A staff search is audited by the policies it showed, never by the words typed: the audit log is append-only, and a
// PAN, mobile or name typed into it would outlive the buyer's erasure.
describeWithApp('ops: searching for a customer', (ctx, api) => {
  it('audits a search by the policies found, so nothing typed survives the buyer’s erasure', async () => {
    const { app, handle } = ctx();
    const pan = 'QWERK9876Z';
    const j = await readyToPayJourney(app, pan);
    const confirmed = await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId });
    expect(confirmed.statusCode).toBe(200);
    const { status } = await payConfirmedJourney(app, 'HEALTH', j);

    const staff = await staffSignIn(app, await staffAccount(app, 'ops'));
    for (const q of [pan, 'Rahul Kulk']) {
      const found = await api('GET', `/v1/ops/policies?q=${encodeURIComponent(q)}`, staff);
      expect(found.json().map((p: { policy_number: string }) => p.policy_number)).toContain(status.policy_number);
    }
    const searches = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'SEARCH_POLICIES'));
    const ours = searches.filter((e) => JSON.stringify(e.after).includes(status.policy_number));
    expect(ours).toHaveLength(2);
    for (const e of ours) expect([e.target, e.after]).toEqual([null, { shown: [status.policy_number] }]);

    expect((await api('DELETE', '/v1/account', j.headers)).statusCode).toBe(200);
    const all = JSON.stringify(await handle.db.select().from(auditLog)).toUpperCase();
    expect(all).not.toContain(pan);
    expect(all).not.toContain('RAHUL KULK');
  });
});
