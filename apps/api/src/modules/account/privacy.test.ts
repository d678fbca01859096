import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// Issue 19 and the DPDP Act 2023: marketing only on the user's own yes, and every data request on the record.
describeWithApp('marketing consent and data requests', (ctx, api) => {
  const signIn = async (mobile: string) => ({ 'x-session-id': (await login(ctx().app, mobile)).session_id });
  const privacy = async () =>
    (await api('GET', '/v1/ops/privacy', await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops')))).json();

  it('is no until the user says yes; yes and no are kept with their time and shown to staff by the last four digits', async () => {
    const mobile = uniqueMobile();
    const headers = await signIn(mobile);
    expect((await api('GET', '/v1/account/marketing-consent', headers)).json()).toEqual({
      consent: false,
      updated_at: null,
    });
    const yes = await api('PUT', '/v1/account/marketing-consent', headers, { consent: true });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ consent: true, updated_at: expect.any(String) });
    expect((await api('GET', '/v1/account/marketing-consent', headers)).json().consent).toBe(true);
    const mine = (await privacy()).consents.filter(
      (c: { user: string }) => c.user === `Mobile ending ${mobile.slice(-4)}`,
    );
    expect(mine[0]).toMatchObject({ consent: true });
    // Withdrawn as easily as given.
    expect((await api('PUT', '/v1/account/marketing-consent', headers, { consent: false })).json().consent).toBe(false);
    expect(JSON.stringify(await privacy())).not.toContain(mobile);
  });

  it('records an export and an erasure with their dates; an erased account keeps no consent', async () => {
    const headers = await signIn(uniqueMobile());
    await api('PUT', '/v1/account/marketing-consent', headers, { consent: true });
    const exported = await api('GET', '/v1/account/export', headers);
    expect(exported.statusCode).toBe(200);
    const userId = exported.json().user.id as string;
    expect((await api('DELETE', '/v1/account', headers)).statusCode).toBe(200);
    const records = await privacy();
    const requests = records.requests.filter((r: { user_id: string }) => r.user_id === userId);
    expect(requests.map((r: { kind: string }) => r.kind).sort()).toEqual(['ERASURE', 'EXPORT']);
    expect(requests.every((r: { user: string }) => r.user === 'Erased account')).toBe(true);
    expect(records.consents.find((c: { user_id: string }) => c.user_id === userId)).toBeUndefined();
  });

  it('refuses bad input and callers who are not the user or staff', async () => {
    const headers = await signIn(uniqueMobile());
    expect((await api('PUT', '/v1/account/marketing-consent', headers, { consent: 'yes' })).statusCode).toBe(400);
    expect((await api('PUT', '/v1/account/marketing-consent', headers, { consent: true, extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await api('PUT', '/v1/account/marketing-consent', {}, { consent: true })).statusCode).toBe(401);
    expect((await api('GET', '/v1/ops/privacy', headers)).statusCode).toBe(401);
  });
});
