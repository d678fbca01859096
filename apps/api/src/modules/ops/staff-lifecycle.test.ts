import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { staffEnrolments, staffSessions } from '../../db/schema.ts';
import { enrolmentLinkFor, invitedMember, staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { hashSessionToken } from '../sessions/session-token.ts';
import { totpCode } from './staff-credentials.ts';

type Headers = Record<string, string>;

// Issue 44: an admin chose the new member's password and saw their TOTP secret (`totp_uri` in the answer), so could
// sign in as anyone; no one could be listed, disabled or signed out; sessions lasted as long as they were used.
describeWithApp('staff lifecycle', (ctx, api) => {
  const admin = async () => staffSignIn(ctx().app, await staffAccount(ctx().app, 'admin'));
  const invite = (headers: Headers, email: string, role = 'ops') =>
    api('POST', '/v1/ops/staff/invitations', headers, { email, full_name: 'Asha Rao', role });
  const open = (token: string) => api('POST', '/v1/ops/enrolment/open', {}, { token });
  const complete = (token: string, password: string, totp: string) =>
    api('POST', '/v1/ops/enrolment/complete', {}, { token, password, totp });
  const signIn = (payload: { email: string; password: string; totp: string }) =>
    api('POST', '/v1/ops/auth/login', {}, payload);
  const listed = async (headers: Headers, staffId: string) =>
    ((await api('GET', '/v1/ops/staff', headers)).json().items as { staff_id: string; state: string }[]).find(
      (m) => m.staff_id === staffId,
    );
  const act = (headers: Headers, staffId: string, what: string) =>
    api('POST', `/v1/ops/staff/${staffId}/${what}`, headers);

  it('invites by e-mail: the admin sees no secret, the invitee sets their own password and authenticator, once', async () => {
    const headers = await admin();
    const email = `asha.rao.${Date.now()}@broker.example.in`;
    const invited = await invite(headers, email);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ email, role: 'ops', state: 'INVITED', sessions: 0 });
    expect(invited.json().link_expires_at).toBeTruthy();
    const mail = await enrolmentLinkFor(ctx().app, email);
    // Nothing the admin was answered lets them enrol or sign in as the invitee.
    expect(invited.body).not.toMatch(/otpauth|secret|password|enrol#/i);
    expect(invited.body).not.toContain(mail.token);
    expect(mail.text).toContain('You are invited to Kavach operations');
    expect(mail.link).toMatch(/^http:\/\/[^/]+\/ops\/enrol#[\w-]{40,}$/);
    const hours = (Date.parse(invited.json().link_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // Opened twice (a reload) it is the same secret, so a scan is not undone.
    const first = (await open(mail.token)).json();
    expect(first).toMatchObject({ email, full_name: 'Asha Rao', role: 'ops' });
    expect(first.totp_uri).toMatch(/^otpauth:\/\/totp\//);
    expect((await open(mail.token)).json().totp_secret).toBe(first.totp_secret);
    // Not yet enrolled: no password signs them in.
    expect((await signIn({ email, password: 'anything at all here', totp: '123456' })).statusCode).toBe(401);

    // Their own password is checked as every staff password is; a code proves the authenticator holds the secret.
    const weak = await complete(mail.token, ' '.repeat(12), await totpCode(first.totp_secret));
    expect([weak.statusCode, Object.keys(weak.json().error.fields)]).toEqual([400, ['password']]);
    const wrongCode = await complete(mail.token, 'plum ferry quartz lantern', '000000');
    expect([wrongCode.statusCode, Object.keys(wrongCode.json().error.fields)]).toEqual([400, ['totp']]);
    const done = await complete(mail.token, 'plum ferry quartz lantern', await totpCode(first.totp_secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email, role: 'ops' });
    const own = { 'x-staff-session': done.json().staff_session as string };
    expect((await api('GET', '/v1/ops/me', own)).json()).toMatchObject({ email, role: 'ops' });
    expect(await listed(headers, invited.json().staff_id)).toMatchObject({ state: 'ACTIVE', sessions: 1 });

    // The link is spent: neither opened nor used again.
    expect((await open(mail.token)).statusCode).toBe(404);
    expect((await complete(mail.token, 'another fine long phrase', await totpCode(first.totp_secret))).statusCode).toBe(
      404,
    );
    expect((await invite(headers, email)).statusCode).toBe(409);
  });

  it('lets a link work for 24 hours only, and only the newest of a member’s links', async () => {
    const headers = await admin();
    const email = `late.${Date.now()}@broker.example.in`;
    const { staff_id: id } = (await invite(headers, email)).json();
    const old = await enrolmentLinkFor(ctx().app, email);
    await ctx()
      .handle.db.update(staffEnrolments)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${staffEnrolments.staffId} = ${id}`);
    expect((await open(old.token)).statusCode).toBe(404);
    // A new link (the same action as sending a member to enrol again) works; the expired one still does not.
    expect((await act(headers, id, 're-enrol')).statusCode).toBe(200);
    const fresh = await enrolmentLinkFor(ctx().app, email);
    expect(fresh.token).not.toBe(old.token);
    expect((await open(fresh.token)).statusCode).toBe(200);
    expect((await act(headers, id, 're-enrol')).statusCode).toBe(200);
    expect((await open(fresh.token)).statusCode).toBe(404);
  });

  it('lists the staff for admins only, disables a member (their sessions end at once) and enables them again', async () => {
    const headers = await admin();
    const member = await invitedMember(ctx().app, headers);
    expect((await api('GET', '/v1/ops/staff', member.headers)).statusCode).toBe(403);
    expect((await act(member.headers, member.staffId, 'disable')).statusCode).toBe(403);
    expect(await listed(headers, member.staffId)).toMatchObject({ state: 'ACTIVE', sessions: 1 });

    const disabled = await act(headers, member.staffId, 'disable');
    expect(disabled.json()).toMatchObject({ member: { state: 'DISABLED', sessions: 0 }, sessions_ended: 1 });
    expect((await api('GET', '/v1/ops/me', member.headers)).statusCode).toBe(401);
    const refused = await signIn({
      email: member.account.email,
      password: member.account.password,
      totp: await totpCode(member.account.secret),
    });
    expect([refused.statusCode, refused.json().error.message]).toEqual([401, 'E-mail, password or code is not right']);
    expect((await act(headers, member.staffId, 'disable')).statusCode).toBe(409);

    expect((await act(headers, member.staffId, 'enable')).json().member.state).toBe('ACTIVE');
    expect((await staffSignIn(ctx().app, member.account))['x-staff-session']).toBeTruthy();
    // An admin cannot shut themselves out.
    const me = (await api('GET', '/v1/ops/staff', headers)).json().items as { staff_id: string; email: string }[];
    const myEmail = (await api('GET', '/v1/ops/me', headers)).json().email as string;
    const self = me.find((m) => m.email === myEmail);
    expect((await act(headers, self!.staff_id, 'disable')).statusCode).toBe(409);
  });

  it('ends all of a member’s sessions, and sends a member to enrol again with a new password and device', async () => {
    const headers = await admin();
    const member = await invitedMember(ctx().app, headers);
    const second = await staffSignIn(ctx().app, member.account);
    const ended = await act(headers, member.staffId, 'end-sessions');
    expect(ended.json()).toMatchObject({ sessions_ended: 2, member: { sessions: 0, state: 'ACTIVE' } });
    for (const session of [member.headers, second])
      expect((await api('GET', '/v1/ops/me', session)).statusCode).toBe(401);

    const session = await staffSignIn(ctx().app, member.account);
    const reEnrol = await act(headers, member.staffId, 're-enrol');
    expect(reEnrol.json()).toMatchObject({ sessions_ended: 1, member: { state: 'RE_ENROLLING' } });
    expect(reEnrol.body).not.toMatch(/otpauth|enrol#/);
    expect((await api('GET', '/v1/ops/me', session)).statusCode).toBe(401);
    // The old password and device sign in no more.
    const old = await signIn({
      email: member.account.email,
      password: member.account.password,
      totp: await totpCode(member.account.secret),
    });
    expect(old.statusCode).toBe(401);
    const mail = await enrolmentLinkFor(ctx().app, member.account.email);
    expect(mail.text).toContain('Enrol again in Kavach operations');
    const { totp_secret: secret } = (await open(mail.token)).json();
    expect(secret).not.toBe(member.account.secret);
    expect((await complete(mail.token, 'new ferry quartz lantern', await totpCode(secret))).statusCode).toBe(200);
    expect(await listed(headers, member.staffId)).toMatchObject({ state: 'ACTIVE' });
  });

  it('ends a staff session 12 hours after sign-in however busy it is, and after 8 idle hours', async () => {
    const busy = await admin();
    const idle = await admin();
    const hash = (headers: Headers) => eq(staffSessions.tokenHash, hashSessionToken(headers['x-staff-session'] ?? ''));
    await ctx()
      .handle.db.update(staffSessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'`, lastSeenAt: sql`now()` })
      .where(hash(busy));
    await ctx()
      .handle.db.update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '8 hours 1 minute'` })
      .where(hash(idle));
    expect((await api('GET', '/v1/ops/me', busy)).statusCode).toBe(401);
    expect((await api('GET', '/v1/ops/me', idle)).statusCode).toBe(401);
  });

  it('records every staff read and action on the audit log before answering it', async () => {
    const headers = await admin();
    const entries = async () => (await api('GET', '/v1/ops/audit-log', headers)).json().total as number;
    // Every read of the console, from the route table: one entry each (reading the log is one too).
    const reads = ctx()
      .app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/v1/ops/') && !r.url.includes(':'))
      .map((r) => r.url);
    expect(reads).toEqual(expect.arrayContaining(['/v1/ops/payments', '/v1/ops/summary', '/v1/ops/staff']));
    for (const url of reads) {
      const before = await entries();
      const query = url === '/v1/ops/policies' ? '?q=KV-H-2026' : '';
      expect([url, (await api('GET', `${url}${query}`, headers)).statusCode]).toEqual([url, 200]);
      expect([url, (await entries()) - before]).toEqual([url, 2]);
    }
    const log = (await api('GET', '/v1/ops/audit-log', headers)).json().items as { action: string }[];
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(['LIST_PAYMENTS', 'READ_SUMMARY', 'LIST_STAFF', 'OPEN_CONSOLE', 'CHECK_AUDIT_LOG']),
    );
  });
});
