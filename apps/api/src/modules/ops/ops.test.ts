import { sql } from 'drizzle-orm';
import { CONSOLE_PAGE_SIZE } from '@kavach/domain';
import { expect, it } from 'vitest';
import { staffSessions } from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { enrolmentLinkFor, staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payAndReturn } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { totpCode } from './staff-credentials.ts';

describeWithApp('operations console: staff sign-in, roles, audit', (ctx) => {
  const get = (url: string, headers: Record<string, string>) => ctx().app.inject({ method: 'GET', url, headers });
  const signIn = (payload: Record<string, string>) =>
    ctx().app.inject({ method: 'POST', url: '/v1/ops/auth/login', payload });

  it('signs staff in only with e-mail, password and a fresh TOTP code, each code once', async () => {
    const admin = await staffAccount(ctx().app);
    const code = await totpCode(admin.secret);
    expect((await signIn({ email: admin.email, password: 'wrong password here', totp: code })).statusCode).toBe(401);
    expect(
      (
        await signIn({ email: admin.email, password: admin.password, totp: code === '000000' ? '111111' : '000000' })
      ).json().error.message,
    ).toBe('E-mail, password or code is not right');
    const ok = await signIn({ email: admin.email.toUpperCase(), password: admin.password, totp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: admin.email, role: 'admin' });
    const headers = { 'x-staff-session': ok.json().staff_session };
    expect((await get('/v1/ops/me', headers)).json()).toMatchObject({ email: admin.email, role: 'admin' });
    // The same code again is a replay.
    expect((await signIn({ email: admin.email, password: admin.password, totp: code })).statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'POST', url: '/v1/ops/auth/logout', headers })).statusCode).toBe(200);
    expect((await get('/v1/ops/me', headers)).statusCode).toBe(401);
  });

  it('keeps customers and staff apart in both directions, and ends a staff session after 8 idle hours', async () => {
    const customer = { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id };
    for (const url of ['/v1/ops/me', '/v1/ops/summary', '/v1/ops/payments', '/v1/ops/audit-log'])
      expect((await get(url, customer)).statusCode).toBe(401);
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    // A staff token is not a customer session: it cannot quote, so it cannot buy.
    const asCustomer = await ctx().app.inject({
      method: 'GET',
      url: '/v1/users/me/dashboard',
      headers: { 'x-session-id': staff['x-staff-session'] },
    });
    expect(asCustomer.statusCode).toBe(401);
    await ctx()
      .handle.db.update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '9 hours'` });
    expect((await get('/v1/ops/me', staff)).statusCode).toBe(401);
  });

  it('lets only admins invite staff and read the audit log, which records every action and cannot be edited', async () => {
    const admin = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'admin'));
    const invitation = { email: 'new.ops@broker.example.in', full_name: 'New Ops', role: 'ops' };
    const invite = (headers: Record<string, string>) =>
      ctx().app.inject({ method: 'POST', url: '/v1/ops/staff/invitations', headers, payload: invitation });
    const added = await invite(admin);
    expect(added.statusCode).toBe(200);
    // Issue 44: the answer held the new member's TOTP secret; now no secret reaches the admin.
    expect(added.body).not.toMatch(/otpauth|totp|password/i);
    const ops = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    expect((await get('/v1/ops/audit-log', ops)).statusCode).toBe(403);
    expect((await invite(ops)).statusCode).toBe(403);
    await get('/v1/ops/policies?q=KV-H', ops);
    const log = (await get('/v1/ops/audit-log', admin)).json().items as { action: string; target: string | null }[];
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['SIGN_IN', 'INVITE_STAFF', 'SEARCH_POLICIES']));
    expect(log.find((e) => e.action === 'INVITE_STAFF')?.target).toBe('new.ops@broker.example.in');
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(ctx().handle.db.execute(sql`update audit_log set action = 'NOTHING'`))).toContain(
      'audit_log is append-only',
    );
    expect(await refusal(ctx().handle.db.execute(sql`delete from audit_log`))).toContain('audit_log is append-only');
  });

  // Issue 44: twelve spaces were accepted as a password.
  it('refuses a staff password that is short, blank, common or made of the account’s own words', async () => {
    const admin = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'admin'));
    const email = `priya.nair.${Date.now()}@broker.example.in`;
    await ctx().app.inject({
      method: 'POST',
      url: '/v1/ops/staff/invitations',
      headers: admin,
      payload: { email, full_name: 'Priya Nair', role: 'ops' },
    });
    const { token } = await enrolmentLinkFor(ctx().app, email);
    const { totp_secret: secret } = (
      await ctx().app.inject({ method: 'POST', url: '/v1/ops/enrolment/open', payload: { token } })
    ).json();
    const enrol = async (password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/v1/ops/enrolment/complete',
        payload: { token, password, totp: await totpCode(secret) },
      });
    const refusals = {
      'twelve spaces': ' '.repeat(12),
      'tabs and spaces': ' \t '.repeat(6),
      'eleven letters': 'k7#Rq9!xW2m',
      'a common password': 'password1234',
      'a keyboard walk': 'qwertyuiop[]',
      'a repeat': 'abcabcabcabc',
      'the account’s own name': 'priyanair2024',
      'the service’s name': 'KavachInsurance1',
      'a word and a year': 'summer2024!!!',
    };
    for (const [what, password] of Object.entries(refusals)) {
      const res = await enrol(password);
      expect([what, res.statusCode, res.json().error.fields?.password]).toEqual([
        what,
        400,
        expect.stringMatching(/^(Use at least 12 characters, not all of them spaces|This password is too common)/),
      ]);
    }
    expect((await enrol('  plum  ferry  quartz  ')).statusCode).toBe(200);
  });

  it('pages the audit log newest first: each entry on one page, the older ones after, the whole count', async () => {
    const admin = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'admin'));
    // Sixty reads of the KYC queue by one member: more than a page of entries, where a list cut at its latest rows
    // would hide the older ones.
    const member = await staffAccount(ctx().app, 'ops');
    const ops = await staffSignIn(ctx().app, member);
    for (let i = 0; i < 60; i += 1) expect((await get('/v1/ops/kyc-reviews', ops)).statusCode).toBe(200);
    type Entry = { seq: number; at: string; staff_email: string; action: string };
    const page = async (n: number) =>
      (await get(`/v1/ops/audit-log?page=${n}`, admin)).json() as { items: Entry[]; total: number; page: number };
    const [first, second] = [await page(1), await page(2)];
    expect(first.items).toHaveLength(CONSOLE_PAGE_SIZE);
    expect(second.page).toBe(2);
    expect(first.total).toBeGreaterThanOrEqual(62);
    const entries = [...first.items, ...second.items];
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Reading page 1 is itself an entry (issue 44), so page 2 starts one entry later: numbered, none is lost.
    const seqs = entries.map((e) => e.seq);
    expect(new Set(seqs).size).toBeGreaterThanOrEqual(seqs.length - 1);
    expect(Math.max(...seqs) - Math.min(...seqs) + 1).toBe(new Set(seqs).size);
    const listed = entries.filter((e) => e.staff_email === member.email && e.action === 'LIST_KYC_REVIEWS');
    expect(new Set(listed.map((e) => e.seq)).size).toBe(60);
    expect((await get('/v1/ops/audit-log?page=-1', admin)).statusCode).toBe(400);
  });

  it('finds a paid policy by number or PAN, lists its payment and counts it in today’s figures', async () => {
    const j = await readyToPayJourney(ctx().app);
    await ctx().app.inject({
      method: 'POST',
      url: '/v1/health/journey/confirmation',
      headers: j.headers,
      payload: { journey_id: j.journeyId },
    });
    const pay = (
      await ctx().app.inject({
        method: 'POST',
        url: '/v1/health/payments/initiate',
        headers: j.headers,
        payload: { journey_id: j.journeyId },
      })
    ).json();
    await payAndReturn(ctx().app, pay.payment_url);
    const status = (await get(`/v1/health/payments/status/${j.journeyId}/${pay.payment_attempt_id}`, j.headers)).json();
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const byNumber = (await get(`/v1/ops/policies?q=${status.policy_number}`, staff)).json();
    // Staff read the plan and insurer by the names the buyer's dashboard shows, not by catalogue ids.
    const [bought] = (await get('/v1/users/me/dashboard', j.headers)).json().policies;
    expect(byNumber).toEqual([
      expect.objectContaining({
        policy_number: status.policy_number,
        holder: 'Rahul Kulkarni',
        vertical: 'HEALTH',
        plan_name: bought.plan_name,
        insurer_name: bought.insurer_name,
        premium: status.total_number,
      }),
    ]);
    expect(
      (await get('/v1/ops/policies?q=abcdk1234', staff)).json().map((p: { policy_number: string }) => p.policy_number),
    ).toContain(status.policy_number);
    expect((await get('/v1/ops/policies?q=KV', staff)).statusCode).toBe(400);
    const payments = (await get('/v1/ops/payments?status=SUCCESS', staff)).json().items;
    expect(payments).toContainEqual(
      expect.objectContaining({
        payment_attempt_id: pay.payment_attempt_id,
        status: 'SUCCESS',
        amount: status.total_number,
      }),
    );
    // Issue 44: the payments list, a payment's history and today's figures are each on the audit log.
    expect((await get(`/v1/ops/payments/${pay.payment_attempt_id}/history`, staff)).statusCode).toBe(200);
    const summary = (await get('/v1/ops/summary', staff)).json();
    const admin = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'admin'));
    const log = (await get('/v1/ops/audit-log', admin)).json().items as {
      action: string;
      target: string | null;
      after: { shown?: string[] };
    }[];
    expect(log.find((e) => e.action === 'LIST_PAYMENTS')?.after.shown).toContain(pay.payment_attempt_id);
    expect(log.find((e) => e.action === 'READ_PAYMENT_HISTORY')?.target).toBe(pay.payment_attempt_id);
    expect(log.find((e) => e.action === 'READ_SUMMARY')?.target).toBe(summary.date);
    expect(summary.policies_issued).toBeGreaterThanOrEqual(1);
    expect(summary.premium_collected).toBeGreaterThanOrEqual(status.total_number);
  });
});
