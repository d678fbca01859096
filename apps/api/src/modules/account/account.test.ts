import fs from 'node:fs';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { login, sendOtp, uniqueMobile } from '../../../test/auth-helpers.ts';
import { quoteAndWait, quoteRequest, selfAt } from '../../../test/health-fixtures.ts';
import { attemptStatuses, payWithSuccessCard, startJourney } from '../../../test/account-fixtures.ts';
import { uploadKycPng } from '../../../test/kyc-fixtures.ts';
import { DECLINED_CARD, payOnSandbox } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp, newSession, type TestContext } from '../../../test/test-app.ts';
import { localStoreDir } from '../../../test/temp-dir.ts';
import { journeyOf, journeyOfVertical } from '../journeys/journey.ts';

// KYC objects go to a data directory this file can look into, to see that erasure removes the stored files.
const { dataDir, storedObject } = localStoreDir('account');

type Headers = Record<string, string>;

/** A code may be re-sent to a mobile only after 60 s: move its earlier codes back, as if the buyer had waited. */
const aMinuteLater = (ctx: () => TestContext, mobile: string) =>
  ctx()
    .handle.db.update(schema.otpRequests)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(schema.otpRequests.mobile, mobile));

/**
 * A buyer with a paid journey (a policy, a KYC file) and an unpaid one (a KYC file), signed in on two devices.
 */
async function buyerWithHistory(ctx: () => TestContext) {
  const { app } = ctx();
  const paid = await readyToPayJourney(app);
  const paidUpload = await uploadKycPng(app, paid.headers, paid.journeyId, 'PAN');
  await payWithSuccessCard(app, paid.headers, paid.journeyId);
  const unpaidId = await startJourney(app, paid.headers);
  const unpaidUpload = await uploadKycPng(app, paid.headers, unpaidId, 'AADHAAR_FRONT');
  const exported = (await app.inject({ method: 'GET', url: '/v1/account/export', headers: paid.headers })).json();
  const mobile = exported.user.mobile as string;
  await aMinuteLater(ctx, mobile);
  const otherDevice: Headers = { 'x-session-id': (await login(app, mobile)).session_id };
  return {
    headers: paid.headers,
    otherDevice,
    mobile,
    userId: exported.user.id as string,
    paidId: paid.journeyId,
    unpaidId,
    paidUpload,
    unpaidUpload,
  };
}

const get = (ctx: () => TestContext, url: string, headers: Headers) =>
  ctx().app.inject({ method: 'GET', url, headers });

describeWithApp(
  'account: export and deletion (DPDP Act 2023)',
  (ctx) => {
    let buyer: Awaited<ReturnType<typeof buyerWithHistory>>;
    beforeAll(async () => {
      buyer = await buyerWithHistory(ctx);
    });

    it('refuses an anonymous visitor and a caller without a session with 401 in the error shape', async () => {
      const visitor = { 'x-session-id': await newSession(ctx().app) };
      for (const headers of [visitor, {}]) {
        for (const [method, url] of [
          ['GET', '/v1/account/export'],
          ['DELETE', '/v1/account'],
          ['POST', '/v1/account/sessions/sign-out-others'],
        ] as const) {
          const res = await ctx().app.inject({ method, url, headers });
          expect([method, url, res.statusCode]).toEqual([method, url, 401]);
          expect(res.json().error).toMatchObject({
            code: 'UNAUTHORIZED',
            message: 'Please sign in to manage your account',
          });
        }
      }
    });

    it('exports everything held about the user as a JSON attachment: journeys with proposal data, uploads, payments, policies', async () => {
      const res = await get(ctx, '/v1/account/export', buyer.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="kavach-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const data = res.json();
      expect(data.user).toMatchObject({ id: buyer.userId, mobile: buyer.mobile, full_name: 'Rahul Kulkarni' });
      expect(data.journeys.map((j: { id: string }) => j.id).sort()).toEqual([buyer.paidId, buyer.unpaidId].sort());
      const paid = data.journeys.find((j: { id: string }) => j.id === buyer.paidId);
      expect(paid.proposal.proposer).toMatchObject({ full_name: 'Rahul Kulkarni', pan_number: 'ABCDK1234F' });
      expect(paid.proposal.nominee).toMatchObject({ full_name: 'Priya Kulkarni' });
      expect(paid.proposal.contact).toMatchObject({ email: 'rahul@example.in' });
      expect(data.uploads.map((u: { id: string }) => u.id).sort()).toEqual(
        [buyer.paidUpload, buyer.unpaidUpload].sort(),
      );
      expect(data.payment_attempts).toEqual([expect.objectContaining({ journey_id: buyer.paidId, status: 'SUCCESS' })]);
      expect(data.policies).toEqual([
        expect.objectContaining({
          journey_id: buyer.paidId,
          policy_number: expect.stringMatching(/^[A-Z-]+-H-\d{4}-/),
        }),
      ]);
      expect(data.quotation_lists.length).toBeGreaterThanOrEqual(2);
      expect(data.otp_requests.length).toBe(2);
      expect(data.sessions.length).toBe(2);
    });

    it('shows the address a login code was asked from only for the codes the user signed in with', async () => {
      const { app } = ctx();
      const mobile = uniqueMobile();
      const headers = { 'x-session-id': (await login(app, mobile)).session_id };
      // Someone else who knows the number asks for a code from an address of theirs, and never uses it.
      await aMinuteLater(ctx, mobile);
      expect((await sendOtp(app, mobile, {}, '198.51.100.7')).statusCode).toBe(200);
      const codes = (await get(ctx, '/v1/account/export', headers)).json().otp_requests as Record<string, unknown>[];
      expect(codes.map((c) => [c.consumed_at === null, c.ip]).sort()).toEqual([
        [false, '10.0.0.1'],
        [true, null],
      ]);
      expect(JSON.stringify(codes)).not.toContain('198.51.100.7');
    });

    it('exports whole rows, every column of every table, and never a session token hash or an OTP code hash', async () => {
      const data = (await get(ctx, '/v1/account/export', buyer.headers)).json();
      const columns = (table: Parameters<typeof getTableColumns>[0]) =>
        Object.values(getTableColumns(table))
          .map((c) => c.name)
          .sort();
      expect(Object.keys(data.user).sort()).toEqual(columns(schema.users));
      expect(Object.keys(data.journeys[0]).sort()).toEqual(columns(schema.journeys));
      expect(Object.keys(data.uploads[0]).sort()).toEqual(columns(schema.uploads));
      expect(Object.keys(data.payment_attempts[0]).sort()).toEqual(columns(schema.paymentAttempts));
      expect(Object.keys(data.policies[0]).sort()).toEqual(columns(schema.policies));
      expect(Object.keys(data.quotation_lists[0]).sort()).toEqual(columns(schema.quotationLists));
      expect(Object.keys(data.sessions[0]).sort()).toEqual(columns(schema.sessions).filter((c) => c !== 'token_hash'));
      expect(Object.keys(data.otp_requests[0])).not.toContain('code_hash');
      const hashes = (
        await ctx()
          .handle.db.select({ h: schema.sessions.tokenHash })
          .from(schema.sessions)
          .where(eq(schema.sessions.userId, buyer.userId))
      ).map((s) => s.h);
      expect(hashes.length).toBe(2);
      const raw = JSON.stringify(data);
      for (const hash of hashes) expect(raw).not.toContain(hash);
    });

    it("gives another signed-in user an export with none of this user's data", async () => {
      const stranger = { 'x-session-id': (await login(ctx().app, '9123456780')).session_id };
      const raw = (await get(ctx, '/v1/account/export', stranger)).body;
      expect(JSON.parse(raw).user.mobile).toBe('9123456780');
      for (const secret of [
        buyer.paidId,
        buyer.unpaidId,
        buyer.mobile,
        buyer.paidUpload,
        buyer.userId,
        'ABCDK1234F',
        'rahul@example.in',
      ])
        expect(raw).not.toContain(secret);
    });

    it("keeps a signed-in user's quote lists theirs when someone else signs in on that browser: never in the other's export, and erased with their own account", async () => {
      const { app } = ctx();
      const herMobile = uniqueMobile();
      const her = { 'x-session-id': (await login(app, herMobile)).session_id };
      // Signed in, she asks for quotes for her mother: a name, a birth date and a pincode of her family's.
      const list = await quoteAndWait(
        app,
        quoteRequest({ member_covered: [{ ...selfAt(58), name: 'Sunita Deshpande' }] }),
        her,
      );
      const listId = list.quotation_list_id as string;
      // Her brother signs in on the same browser, which still holds her session.
      const his = { 'x-session-id': (await login(app, uniqueMobile(), her['x-session-id'])).session_id };
      const hisExport = (await get(ctx, '/v1/account/export', his)).body;
      expect(hisExport).not.toContain('Sunita Deshpande');
      expect(hisExport).not.toContain(listId);
      // Back on her own phone, her export has the list, and deleting her account erases it.
      await aMinuteLater(ctx, herMobile);
      const again = { 'x-session-id': (await login(app, herMobile)).session_id };
      expect((await get(ctx, '/v1/account/export', again)).body).toContain(listId);
      expect((await ctx().app.inject({ method: 'DELETE', url: '/v1/account', headers: again })).statusCode).toBe(200);
      expect(
        await ctx().handle.db.select().from(schema.quotationLists).where(eq(schema.quotationLists.id, listId)),
      ).toEqual([]);
    });

    it('deletes the account: unpaid journeys and every KYC file erased, the paid policy kept as the law requires, every session ended', async () => {
      const { db } = ctx().handle;
      const files = await db
        .select()
        .from(schema.uploads)
        .where(inArray(schema.uploads.id, [buyer.paidUpload, buyer.unpaidUpload]));
      expect(files.length).toBe(2);
      for (const f of files) expect(fs.existsSync(storedObject(f.objectKey))).toBe(true);
      const [policyBefore] = await db.select().from(schema.policies).where(eq(schema.policies.journeyId, buyer.paidId));

      const res = await ctx().app.inject({ method: 'DELETE', url: '/v1/account', headers: buyer.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ journeys_erased: 1, uploads_erased: 2, policies_kept: 1 });

      // Both devices are signed out: the old session ids get 401.
      for (const headers of [buyer.headers, buyer.otherDevice]) {
        for (const url of ['/v1/account/export', '/v1/users/me/dashboard']) {
          const after = await get(ctx, url, headers);
          expect([url, after.statusCode, after.json().error.code]).toEqual([url, 401, 'UNAUTHORIZED']);
        }
      }
      // Unpaid journey gone with its payment attempts; every KYC file gone, stored objects too.
      expect(await db.select().from(schema.journeys).where(eq(schema.journeys.id, buyer.unpaidId))).toEqual([]);
      expect(
        await db
          .select()
          .from(schema.uploads)
          .where(inArray(schema.uploads.id, [buyer.paidUpload, buyer.unpaidUpload])),
      ).toEqual([]);
      for (const f of files) expect(fs.existsSync(storedObject(f.objectKey))).toBe(false);
      expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, buyer.userId))).toEqual([]);

      // The policy record stays, its copy of what was paid for reduced like the journey.
      const [policyAfter] = await db.select().from(schema.policies).where(eq(schema.policies.journeyId, buyer.paidId));
      const { snapshot: snapshotBefore, ...policyFields } = policyBefore!;
      expect(policyAfter).toMatchObject(policyFields);
      expect((snapshotBefore as { proposal: { proposer: Record<string, unknown> } }).proposal.proposer.pan_number).toBe(
        'ABCDK1234F',
      );
      const paidSnapshot = policyAfter?.snapshot as Record<string, Record<string, Record<string, unknown>>>;
      expect(paidSnapshot.proposal?.proposer).toEqual({ full_name: 'Rahul Kulkarni', mobile: '9876543210' });
      expect(Object.keys(paidSnapshot.proposal ?? {})).not.toContain('medical');
      expect(Object.keys(paidSnapshot)).not.toContain('kyc');
      expect(paidSnapshot.premium).toEqual((snapshotBefore as { premium: unknown }).premium);
      const [keptRow] = await db.select().from(schema.journeys).where(eq(schema.journeys.id, buyer.paidId));
      const kept = keptRow && journeyOfVertical(journeyOf(keptRow), 'HEALTH');
      expect(kept?.status).toBe('PAID');
      expect(kept?.proposal.proposer).toEqual({ full_name: 'Rahul Kulkarni', mobile: '9876543210' });
      expect(kept?.proposal.insured_members).toEqual([
        expect.objectContaining({ relation: 'SELF', full_name: 'Rahul Kulkarni' }),
        expect.objectContaining({ relation: 'SPOUSE', full_name: 'Priya Kulkarni' }),
        expect.objectContaining({ relation: 'SON', full_name: 'Arjun Kulkarni' }),
        expect.objectContaining({ relation: 'DAUGHTER', full_name: 'Meera Kulkarni' }),
      ]);
      for (const member of kept?.proposal.insured_members ?? [])
        expect(Object.keys(member).sort()).toEqual(['dob', 'full_name', 'gender', 'member_id', 'relation']);
      expect(kept?.proposal.nominee).toEqual({
        nominee_relation: 'SPOUSE',
        full_name: 'Priya Kulkarni',
        dob: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(kept?.proposal.contact).toEqual({
        mobile: '9876543210',
        email: 'rahul@example.in',
        address_1: '12 Prabhat Road',
        area: 'Erandwane',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      });
      expect(kept?.proposal.medical).toBeNull();
      expect(Object.keys(keptRow?.proposal ?? {})).not.toContain('medical');
      const request = kept?.quoteRequest as Record<string, unknown>;
      expect(request).toMatchObject({ policy_period: 'YEAR_01', sum_insured_min: 1000000 });
      for (const personal of ['member_covered', 'ped_list', 'pincode', 'pincode_details', 'gender'])
        expect(Object.keys(request)).not.toContain(personal);
      expect((kept?.premium as { total_premium: number }).total_premium).toBeGreaterThan(0);
      expect(await attemptStatuses(db, buyer.paidId)).toEqual(['SUCCESS']);

      // The user row is anonymised.
      const [user] = await db.select().from(schema.users).where(eq(schema.users.id, buyer.userId));
      expect(user).toMatchObject({ mobile: null, email: null, googleSub: null, fullName: null });
      expect(user?.erasedAt).toBeInstanceOf(Date);
    });

    it('refuses deletion with 409 while a payment is in progress; once it has ended, the journey of the attempt is kept reduced', async () => {
      const { app, handle } = ctx();
      const payer = await readyToPayJourney(app);
      const post = (url: string) =>
        app.inject({ method: 'POST', url, headers: payer.headers, payload: { journey_id: payer.journeyId } });
      expect((await post('/v1/health/journey/confirmation')).statusCode).toBe(200);
      const attempt = (await post('/v1/health/payments/initiate')).json();

      const refused = await app.inject({ method: 'DELETE', url: '/v1/account', headers: payer.headers });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'CONFLICT',
        message: 'A payment is still in progress. Finish or cancel it, then delete your account.',
      });
      // Nothing was erased: the journey and the signed-in session still work.
      expect(
        (await get(ctx, `/v1/health/journey/get-journey-details/${payer.journeyId}`, payer.headers)).statusCode,
      ).toBe(200);

      await payOnSandbox(app, attempt.payment_url, DECLINED_CARD);
      const deleted = await app.inject({ method: 'DELETE', url: '/v1/account', headers: payer.headers });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toMatchObject({ journeys_erased: 0, policies_kept: 0 });
      // The gateway has an order for the declined attempt, which a late capture could still settle onto: the journey
      // stays as a financial record, reduced; its proposal, declaration and PAN are gone.
      const [kept] = await handle.db.select().from(schema.journeys).where(eq(schema.journeys.id, payer.journeyId));
      expect(kept?.proposal).toEqual({
        proposer: { full_name: 'Rahul Kulkarni', mobile: '9876543210' },
        insured_members: expect.any(Array),
        nominee: expect.any(Object),
        contact: expect.any(Object),
      });
      const [attemptKept] = await handle.db
        .select()
        .from(schema.paymentAttempts)
        .where(eq(schema.paymentAttempts.journeyId, payer.journeyId));
      expect(attemptKept).toMatchObject({
        status: 'FAILED',
        sessionId: null,
        providerOrderId: expect.stringMatching(/^sbx_/),
      });
      expect(JSON.stringify(attemptKept?.snapshot)).not.toContain('ABCDK1234F');
    });

    it('lets the same mobile sign up afresh: a new account with nothing of the old one', async () => {
      await aMinuteLater(ctx, buyer.mobile);
      const again = await login(ctx().app, buyer.mobile);
      expect(again.user_id).not.toBe(buyer.userId);
      const dashboard = await get(ctx, '/v1/users/me/dashboard', { 'x-session-id': again.session_id });
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.json()).toEqual({ policies: [], journeys: [], refunds: [] });
    });
  },
  { DATA_DIR: dataDir },
);
