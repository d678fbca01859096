import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// attack23: the privacy records page (/v1/ops/privacy) still stops at its newest 200 data requests and offers no
// page, like the console lists before they were paged. A data request is written for every account export, and
// GET /v1/account/export has no limit: one signed-in buyer who downloads their data 200 times pushes every other
// buyer's erasure (and export) request off the only place staff can read it.
type Request = { user_id: string; kind: string };

describeWithApp('attack23: the privacy records after one buyer exports many times', (ctx, api) => {
  const signIn = async () => ({ 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id });

  it('still shows staff an erasure request after another buyer has exported their data 200 times', async () => {
    // A buyer erases their account: the erasure is on the broker's record.
    const erasing = await signIn();
    const userId = (await api('GET', '/v1/account/export', erasing)).json().user.id as string;
    expect((await api('DELETE', '/v1/account', erasing)).statusCode).toBe(200);

    // Another buyer downloads their data again and again.
    const flooder = await signIn();
    for (let i = 0; i < 200; i += 1) expect((await api('GET', '/v1/account/export', flooder)).statusCode).toBe(200);

    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    // Every page the API may offer (a plain list, or pages of CONSOLE_PAGE_SIZE items): 201 requests fit in six.
    const seen: Request[] = [];
    for (let page = 1; page <= 6; page += 1) {
      const res = await api('GET', `/v1/ops/privacy${page === 1 ? '' : `?page=${page}`}`, staff);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { requests: Request[] | { items: Request[] } };
      seen.push(...(Array.isArray(body.requests) ? body.requests : body.requests.items));
    }
    const erasures = seen.filter((r) => r.user_id === userId && r.kind === 'ERASURE');
    expect(erasures.length).toBeGreaterThan(0);
  });
});
