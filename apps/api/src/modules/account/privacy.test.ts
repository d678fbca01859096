import { CONSOLE_PAGE_SIZE } from '@kavach/domain';
import { expect, it } from 'vitest';
import { dataRequests } from '../../db/schema.ts';
import { EXPORTS_PER_SESSION_PER_HOUR } from '../../plugins/external/rate-limit.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// Issue 19 and the DPDP Act 2023: marketing only on the user's own yes, and every data request on the record.
describeWithApp('marketing consent and data requests', (ctx, api) => {
  const signIn = async (mobile: string) => ({ 'x-session-id': (await login(ctx().app, mobile)).session_id });
  const staff = async () => staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
  const privacy = async () => {
    const headers = await staff();
    const [consents, requests] = await Promise.all([
      api('GET', '/v1/ops/privacy/consents', headers),
      api('GET', '/v1/ops/privacy/requests', headers),
    ]);
    return { consents: consents.json().items, requests: requests.json().items };
  };

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
    for (const list of ['requests', 'consents'])
      expect((await api('GET', `/v1/ops/privacy/${list}`, headers)).statusCode).toBe(401);
  });

  // attack23: the staff's privacy records stopped at the newest 200 data requests, and the export had no limit: one
  // buyer downloading their data 200 times pushed every other buyer's erasure off the only place staff read it.
  it('pages the data requests, narrows them to erasures, and refuses a buyer’s eleventh export in an hour', async () => {
    const erasing = await signIn(uniqueMobile());
    const erasedId = (await api('GET', '/v1/account/export', erasing)).json().user.id as string;
    expect((await api('DELETE', '/v1/account', erasing)).statusCode).toBe(200);

    const flooder = await signIn(uniqueMobile());
    const exports = [];
    for (let i = 0; i < EXPORTS_PER_SESSION_PER_HOUR; i += 1)
      exports.push(await api('GET', '/v1/account/export', flooder));
    expect(exports.map((e) => e.statusCode)).toEqual(Array(EXPORTS_PER_SESSION_PER_HOUR).fill(200));
    const refused = await api('GET', '/v1/account/export', flooder);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Over many sessions and hours the same buyer's exports still come to more than a page.
    const flooderId = exports[0]!.json().user.id as string;
    await ctx()
      .handle.db.insert(dataRequests)
      .values(Array.from({ length: CONSOLE_PAGE_SIZE }, () => ({ userId: flooderId, kind: 'EXPORT' as const })));

    const headers = await staff();
    type Listed = { items: { user_id: string; kind: string }[]; total: number };
    const list = async (query: string) =>
      (await api('GET', `/v1/ops/privacy/requests?${query}`, headers)).json() as Listed;
    const first = await list('page=1');
    expect(first.items).toHaveLength(CONSOLE_PAGE_SIZE);
    const all = [first];
    for (let page = 2; page <= Math.ceil(first.total / CONSOLE_PAGE_SIZE); page += 1)
      all.push(await list(`page=${page}`));
    const erasures = all.flatMap((p) => p.items).filter((r) => r.user_id === erasedId && r.kind === 'ERASURE');
    expect(erasures).toHaveLength(1);
    expect((await list('kind=ERASURE')).items).toContainEqual(expect.objectContaining({ user_id: erasedId }));
    expect((await list('kind=ERASURE')).items.every((r) => r.kind === 'ERASURE')).toBe(true);
    expect((await api('GET', '/v1/ops/privacy/requests?kind=DELETE', headers)).statusCode).toBe(400);
  });
});
