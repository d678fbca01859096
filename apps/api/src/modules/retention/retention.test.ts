import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  journeys,
  otpRequests,
  paymentAttempts,
  policies,
  quotationLists,
  quotes,
  sessions,
  smsOutbox,
  uploads,
} from '../../db/schema.ts';
import { latestCode, login, sendOtp, uniqueMobile } from '../../../test/auth-helpers.ts';
import { attemptStatuses, payWithSuccessCard, startJourney } from '../../../test/account-fixtures.ts';
import { uploadKycPng } from '../../../test/kyc-fixtures.ts';
import { DECLINED_CARD, payOnSandbox } from '../../../test/payments.ts';
import { journeyDetails, readyToPayJourney, signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp, drivers, newSession, startTestApp, type TestContext } from '../../../test/test-app.ts';
import { hashSessionToken } from '../sessions/session-token.ts';
import { localStoreDir } from '../../../test/temp-dir.ts';
import { journeyOf } from '../journeys/journey.ts';

// RETENTION_DAYS is set to 45 here, away from the 90-day default and the 30-day session limit, so each rule is
// seen to come from its own setting. Rows are "backdated": moved into the past as if that time had gone by.
const RETENTION_DAYS = 45;
const { dataDir, storedObject } = localStoreDir('retention');

type Db = TestContext['handle']['db'];
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const backdateJourney = (db: Db, id: string, days: number) =>
  db
    .update(journeys)
    .set({ updatedAt: daysAgo(days) })
    .where(eq(journeys.id, id));
/** The quote list a journey was priced from. */
async function listOf(db: Db, journeyId: string): Promise<string> {
  const [row] = await db
    .select({ id: quotes.quotationListId })
    .from(journeys)
    .innerJoin(quotes, eq(quotes.id, journeys.quoteId))
    .where(eq(journeys.id, journeyId));
  if (!row) throw new Error('journey without a quote');
  return row.id;
}
const backdateList = (db: Db, id: string, days: number) =>
  db
    .update(quotationLists)
    .set({ createdAt: daysAgo(days) })
    .where(eq(quotationLists.id, id));
const objectKeysOf = async (db: Db, journeyId: string) =>
  (await db.select({ key: uploads.objectKey }).from(uploads).where(eq(uploads.journeyId, journeyId))).map((u) => u.key);
const exists = async (
  db: Db,
  table: typeof journeys | typeof quotationLists | typeof otpRequests | typeof smsOutbox,
  id: string,
) => (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

describeWithApp(
  'retention purge',
  (ctx) => {
    it('purges unpaid journeys with their files, quote lists, spent OTPs and SMS older than RETENTION_DAYS; fresh ones and paid journeys stay', async () => {
      const { app, handle } = ctx();
      const { db } = handle;
      const old = await signedInFamilyJourney(app, 'health-guard');
      await uploadKycPng(app, old.headers, old.journeyId);
      const fresh = await signedInFamilyJourney(app, 'health-guard');
      await uploadKycPng(app, fresh.headers, fresh.journeyId);
      const paid = await readyToPayJourney(app);
      await uploadKycPng(app, paid.headers, paid.journeyId);
      await payWithSuccessCard(app, paid.headers, paid.journeyId);
      const oldFiles = await objectKeysOf(db, old.journeyId);
      const keptFiles = [...(await objectKeysOf(db, fresh.journeyId)), ...(await objectKeysOf(db, paid.journeyId))];
      expect(oldFiles.length).toBe(1);
      expect(keptFiles.length).toBe(2);
      for (const key of [...oldFiles, ...keptFiles]) expect(fs.existsSync(storedObject(key))).toBe(true);
      await backdateJourney(db, old.journeyId, RETENTION_DAYS + 1);
      await backdateJourney(db, fresh.journeyId, RETENTION_DAYS - 1);
      await backdateJourney(db, paid.journeyId, RETENTION_DAYS + 100);
      const [oldList, freshList, paidList] = [
        await listOf(db, old.journeyId),
        await listOf(db, fresh.journeyId),
        await listOf(db, paid.journeyId),
      ];
      await backdateList(db, oldList, RETENTION_DAYS + 1);
      await backdateList(db, freshList, RETENTION_DAYS - 1);
      await backdateList(db, paidList, RETENTION_DAYS + 100);

      // Login codes and sandbox SMS: a used one and an expired unused one past the period, a used one within it.
      const [usedOld, unusedOld, usedFresh] = [uniqueMobile(), uniqueMobile(), uniqueMobile()];
      await login(app, usedOld);
      await sendOtp(app, unusedOld);
      await latestCode(app, unusedOld);
      await login(app, usedFresh);
      for (const [mobile, days] of [
        [usedOld, RETENTION_DAYS + 1],
        [unusedOld, RETENTION_DAYS + 1],
        [usedFresh, RETENTION_DAYS - 1],
      ] as const) {
        await db
          .update(otpRequests)
          .set({ createdAt: daysAgo(days), expiresAt: daysAgo(days) })
          .where(eq(otpRequests.mobile, mobile));
        await db
          .update(smsOutbox)
          .set({ createdAt: daysAgo(days) })
          .where(eq(smsOutbox.recipient, mobile));
      }
      const otpIds = async (mobile: string) =>
        (await db.select({ id: otpRequests.id }).from(otpRequests).where(eq(otpRequests.mobile, mobile))).map(
          (r) => r.id,
        );
      const smsIds = async (mobile: string) =>
        (await db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.recipient, mobile))).map((r) => r.id);
      const [goneOtps, keptOtps, goneSms, keptSms] = [
        [...(await otpIds(usedOld)), ...(await otpIds(unusedOld))],
        await otpIds(usedFresh),
        [...(await smsIds(usedOld)), ...(await smsIds(unusedOld))],
        await smsIds(usedFresh),
      ];
      expect([goneOtps.length, keptOtps.length, goneSms.length, keptSms.length]).toEqual([2, 1, 2, 1]);

      const counts = await app.purgeExpiredData();
      expect(counts).toMatchObject({ journeys: 1, uploads: 1, quotation_lists: 2, otp_requests: 2, sms_outbox: 2 });

      expect(await exists(db, journeys, old.journeyId)).toBe(false);
      expect(await objectKeysOf(db, old.journeyId)).toEqual([]);
      for (const key of oldFiles) expect(fs.existsSync(storedObject(key))).toBe(false);
      for (const id of [fresh.journeyId, paid.journeyId]) expect(await exists(db, journeys, id)).toBe(true);
      for (const key of keptFiles) expect(fs.existsSync(storedObject(key))).toBe(true);
      expect(
        await db.select({ n: policies.policyNumber }).from(policies).where(eq(policies.journeyId, paid.journeyId)),
      ).toHaveLength(1);
      expect(await attemptStatuses(db, paid.journeyId)).toEqual(['SUCCESS']);
      // The paid journey's proposal is whole: the purge never touches what was paid for.
      const [paidRow] = await db.select().from(journeys).where(eq(journeys.id, paid.journeyId));
      expect(paidRow && journeyOf(paidRow).proposal.proposer).toMatchObject({ pan_number: 'ABCDK1234F' });
      expect([
        await exists(db, quotationLists, oldList),
        await exists(db, quotationLists, freshList),
        await exists(db, quotationLists, paidList),
      ]).toEqual([false, true, false]);
      for (const id of goneOtps) expect(await exists(db, otpRequests, id)).toBe(false);
      for (const id of keptOtps) expect(await exists(db, otpRequests, id)).toBe(true);
      for (const id of goneSms) expect(await exists(db, smsOutbox, id)).toBe(false);
      for (const id of keptSms) expect(await exists(db, smsOutbox, id)).toBe(true);
      // The owner of the purged journey is told it does not exist.
      const gone = await journeyDetails(app, old);
      expect(gone.statusCode).toBe(404);
    });

    it('keeps an unpaid journey whose attempt the gateway has an order for: a late capture still finds its record', async () => {
      const { app, handle } = ctx();
      const { db } = handle;
      const declined = await readyToPayJourney(app);
      const post = (url: string) =>
        app.inject({ method: 'POST', url, headers: declined.headers, payload: { journey_id: declined.journeyId } });
      await post('/v1/health/journey/confirmation');
      await payOnSandbox(app, (await post('/v1/health/payments/initiate')).json().payment_url, DECLINED_CARD);
      await backdateJourney(db, declined.journeyId, RETENTION_DAYS + 1);

      await app.purgeExpiredData();
      expect(await exists(db, journeys, declined.journeyId)).toBe(true);
      expect(
        await db
          .select({ s: paymentAttempts.status, o: paymentAttempts.providerOrderId })
          .from(paymentAttempts)
          .where(eq(paymentAttempts.journeyId, declined.journeyId)),
      ).toEqual([{ s: 'FAILED', o: expect.stringMatching(/^sbx_/) }]);
    });

    it('deletes sessions idle past the 30-day limit, and only those', async () => {
      const { app, handle } = ctx();
      const [idle, active] = [await newSession(app), await newSession(app)];
      const setIdle = (token: string, days: number) =>
        handle.db
          .update(sessions)
          .set({ lastSeenAt: daysAgo(days) })
          .where(eq(sessions.tokenHash, hashSessionToken(token)));
      await setIdle(idle, 31);
      await setIdle(active, 29);
      expect((await app.purgeExpiredData()).sessions).toBe(1);
      const left = await handle.db
        .select({ h: sessions.tokenHash })
        .from(sessions)
        .where(inArray(sessions.tokenHash, [hashSessionToken(idle), hashSessionToken(active)]));
      expect(left).toEqual([{ h: hashSessionToken(active) }]);
    });

    it('two runs at once share the work: each old journey is erased once and neither run fails', async () => {
      const { app, handle } = ctx();
      const visitor = { 'x-session-id': await newSession(app) };
      const ids = [
        await startJourney(app, visitor),
        await startJourney(app, visitor),
        await startJourney(app, visitor),
        await startJourney(app, visitor),
      ];
      for (const id of ids) await backdateJourney(handle.db, id, RETENTION_DAYS + 1);
      const [a, b] = await Promise.all([app.purgeExpiredData(), app.purgeExpiredData()]);
      expect(a.journeys + b.journeys).toBe(ids.length);
      expect(await handle.db.select({ id: journeys.id }).from(journeys).where(inArray(journeys.id, ids))).toEqual([]);
    });
  },
  { DATA_DIR: dataDir, RETENTION_DAYS: String(RETENTION_DAYS) },
);

describe.each(drivers)('retention job in the server [%s]', (driver) => {
  it('runs on its interval once the app is ready, logs counts without personal data, and stops on close', async () => {
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const ctx = await startTestApp(driver, { LOG_LEVEL: 'info' }, { logStream, retentionIntervalMs: 100 });
    try {
      const { app, handle } = ctx;
      const mobile = uniqueMobile();
      const signedIn = { 'x-session-id': (await login(app, mobile)).session_id };
      const [first, second] = [await startJourney(app, signedIn), await startJourney(app, signedIn)];
      await backdateJourney(handle.db, first, 91);
      await expect.poll(() => exists(handle.db, journeys, first), { timeout: 5000 }).toBe(false);
      // The run logs its counts once all of it is done, a moment after the journey is gone: wait for the line.
      const purgeLine = () =>
        lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'retention purge' && l.purged.journeys === 1)?.purged;
      await expect.poll(purgeLine, { timeout: 5000 }).toMatchObject({ journeys: 1, uploads: 0 });
      expect(lines.join('\n')).not.toContain(mobile);

      await app.close();
      await backdateJourney(handle.db, second, 91);
      await new Promise((r) => setTimeout(r, 400));
      expect(await exists(handle.db, journeys, second)).toBe(true);
    } finally {
      await ctx.stop();
    }
  });
});

it('a RETENTION_DAYS that is not a whole number of days from 1 stops the server, naming the variable', () => {
  for (const bad of ['0', '-5', 'ninety', '1.5']) {
    expect(() => loadConfig({ RETENTION_DAYS: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ RETENTION_DAYS: bad })).toThrow(/RETENTION_DAYS/);
  }
});
