import { expect, it } from 'vitest';
import { totpCode } from './staff-credentials.ts';
import { staffAccount } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// SECURITY.md: 5 wrong sign-ins at an e-mail from one address, then that address waits. An attacker's review found a
// limit read before the password was checked and the failure counted after it, so sign-ins sent together were all
// checked: the limit bounded nothing for guesses sent in parallel. Each try is counted before its password is.
describeWithApp('staff sign-ins sent at once', (ctx) => {
  it('checks at most 5 wrong passwords of one account from one address however many arrive together', async () => {
    const account = await staffAccount(ctx().app, 'admin');
    const totp = await totpCode(account.secret);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx().app.inject({
          method: 'POST',
          url: '/v1/ops/auth/login',
          remoteAddress: '10.88.0.1',
          payload: { email: account.email, password: `wrong password number ${i}`, totp },
        }),
      ),
    );
    // The first five wrong passwords are refused as wrong (401); every later one is told to wait (429).
    const statuses = answers.map((a) => a.statusCode);
    expect({
      wrong: statuses.filter((s) => s === 401).length,
      locked: statuses.filter((s) => s === 429).length,
    }).toEqual({ wrong: 5, locked: 7 });
  });
});
