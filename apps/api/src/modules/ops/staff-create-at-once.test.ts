import { expect, it } from 'vitest';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// SECURITY.md: "every failure is a 4xx in one error shape, never a 500". Inviting a staff member checks the e-mail is
// free and then inserts it: two admins (or a double click) inviting the same e-mail at once both pass the check, and
// the loser's insert meets the unique index, which must be answered 409, not 500.
describeWithApp('staff invited at once', (ctx) => {
  it('invites one account for one e-mail and tells the second request 409, never 500', async () => {
    const admin = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'admin'));
    const add = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/v1/ops/staff/invitations',
        headers: admin,
        payload: { email: 'same.person@broker.example.in', full_name: 'Same Person', role: 'ops' },
      });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode !== 200);
    expect(refused?.json().error.code).toBe('CONFLICT');
  });
});
