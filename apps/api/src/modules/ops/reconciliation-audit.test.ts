import { expect, it } from 'vitest';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// SECURITY.md (money back on a returned policy): "Staff reading a policy's schedule, the reconciliation and the
// privacy records are audited reads". The schedule and the privacy records write an entry; GET /v1/ops/reconciliation
// writes none (policy-routes.ts answers `reconcileDay` directly, and AUDIT_ACTIONS has no code for it), so an
// admin's log shows nothing of who looked at a day's captures, journeys and payment ids.
describeWithApp('reading the reconciliation', (ctx, api) => {
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
});
