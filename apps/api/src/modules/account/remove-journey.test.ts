import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { MESSAGES } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { attemptStatuses, payWithSuccessCard, startJourney } from '../../../test/account-fixtures.ts';
import { presignKyc, uploadKycPng } from '../../../test/kyc-fixtures.ts';
import { pngBytes } from '../../../test/files.ts';
import { readyToPayJourney, signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp, newSession, type TestContext } from '../../../test/test-app.ts';
import { localStoreDir } from '../../../test/temp-dir.ts';

// KYC objects go to a data directory this file can look into, to see that removal deletes the stored files.
const { dataDir, storedObject } = localStoreDir('remove-journey');

type Headers = Record<string, string>;

describeWithApp(
  'account: removing an unpaid purchase',
  (ctx) => {
    const remove = (headers: Headers, journeyId: string) =>
      ctx().app.inject({ method: 'DELETE', url: `/v1/account/journeys/${journeyId}`, headers });
    const dashboard = async (headers: Headers) =>
      (await ctx().app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers })).json() as {
        journeys: { journey_id: string; removable: boolean }[];
        policies: { journey_id: string }[];
      };
    const journeyRow = async (c: TestContext, id: string) =>
      (await c.handle.db.select().from(schema.journeys).where(eq(schema.journeys.id, id)))[0];
    const post = (headers: Headers, url: string, journeyId: string) =>
      ctx().app.inject({ method: 'POST', url, headers, payload: { journey_id: journeyId } });

    it('erases the journey with its KYC files now; the dashboard no longer lists it, and a second removal finds nothing', async () => {
      const c = ctx();
      const j = await signedInFamilyJourney(c.app, 'health-guard');
      const uploadId = await uploadKycPng(c.app, j.headers, j.journeyId, 'PAN');
      const [file] = await c.handle.db.select().from(schema.uploads).where(eq(schema.uploads.id, uploadId));
      expect(fs.existsSync(storedObject(file!.objectKey))).toBe(true);
      expect((await dashboard(j.headers)).journeys).toContainEqual(
        expect.objectContaining({ journey_id: j.journeyId, removable: true }),
      );

      const removed = await remove(j.headers, j.journeyId);
      expect([removed.statusCode, removed.json()]).toEqual([200, { journey_id: j.journeyId, uploads_erased: 1 }]);
      expect(await journeyRow(c, j.journeyId)).toBeUndefined();
      expect(fs.existsSync(storedObject(file!.objectKey))).toBe(false);
      expect((await dashboard(j.headers)).journeys.map((x) => x.journey_id)).not.toContain(j.journeyId);
      const details = await c.app.inject({
        method: 'GET',
        url: `/v1/health/journey/get-journey-details/${j.journeyId}`,
        headers: j.headers,
      });
      expect(details.statusCode).toBe(404);

      const again = await remove(j.headers, j.journeyId);
      expect([again.statusCode, again.json().error]).toEqual([
        404,
        { code: 'NOT_FOUND', message: 'Journey not found' },
      ]);
    });

    it("answers a stranger 404 for someone else's journey and an anonymous visitor 401, and removes nothing", async () => {
      const c = ctx();
      const owner = await signedInFamilyJourney(c.app, 'health-guard');
      const stranger = { 'x-session-id': (await login(c.app, uniqueMobile())).session_id };
      const refused = await remove(stranger, owner.journeyId);
      expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'NOT_FOUND']);
      const visitor = await remove({ 'x-session-id': await newSession(c.app) }, owner.journeyId);
      expect(visitor.statusCode).toBe(401);
      expect(await journeyRow(c, owner.journeyId)).toBeDefined();
      expect((await dashboard(owner.headers)).journeys.map((x) => x.journey_id)).toContain(owner.journeyId);
    });

    it('refuses with 400 a journey id that is not one', async () => {
      const j = await signedInFamilyJourney(ctx().app, 'health-guard');
      const res = await remove(j.headers, 'not-a-journey');
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('refuses with 409, and keeps everything, while a payment is open or once money was taken', async () => {
      const c = ctx();
      const payer = await readyToPayJourney(c.app);
      expect((await post(payer.headers, '/v1/health/journey/confirmation', payer.journeyId)).statusCode).toBe(200);
      expect((await post(payer.headers, '/v1/health/payments/initiate', payer.journeyId)).statusCode).toBe(200);
      expect((await dashboard(payer.headers)).journeys).toContainEqual(
        expect.objectContaining({ journey_id: payer.journeyId, removable: false }),
      );
      const open = await remove(payer.headers, payer.journeyId);
      expect([open.statusCode, open.json().error]).toEqual([
        409,
        { code: 'CONFLICT', message: MESSAGES.JOURNEY_HAS_PAYMENT },
      ]);
      expect(await attemptStatuses(c.handle.db, payer.journeyId)).toEqual(['PENDING']);

      // Paid: the policy's journey is a financial record, kept whatever the buyer asks.
      const paid = await readyToPayJourney(c.app);
      await payWithSuccessCard(c.app, paid.headers, paid.journeyId);
      expect((await dashboard(paid.headers)).policies.map((p) => p.journey_id)).toContain(paid.journeyId);
      const kept = await remove(paid.headers, paid.journeyId);
      expect(kept.statusCode).toBe(409);
      expect((await journeyRow(c, paid.journeyId))?.status).toBe('PAID');
    });

    // A second tab paying while this one removes: the journey row is locked by whichever comes first, so either the
    // payment opens and the removal is refused, or the journey goes and the payment finds nothing to pay for.
    it('never both removes a journey and opens a payment on it, whichever request wins', async () => {
      const c = ctx();
      for (let round = 0; round < 3; round += 1) {
        const payer = await readyToPayJourney(c.app);
        expect((await post(payer.headers, '/v1/health/journey/confirmation', payer.journeyId)).statusCode).toBe(200);
        const [removed, paying] = await Promise.all([
          remove(payer.headers, payer.journeyId),
          post(payer.headers, '/v1/health/payments/initiate', payer.journeyId),
        ]);
        const outcome = [removed.statusCode, paying.statusCode];
        expect([
          [200, 409],
          [200, 404],
          [409, 200],
        ]).toContainEqual(outcome);
        const row = await journeyRow(c, payer.journeyId);
        if (removed.statusCode === 200) expect(row).toBeUndefined();
        else expect(await attemptStatuses(c.handle.db, payer.journeyId)).toEqual(['PENDING']);
      }
    });

    it('leaves the buyer’s other journeys alone', async () => {
      const c = ctx();
      const j = await signedInFamilyJourney(c.app, 'health-guard');
      const other = await startJourney(c.app, j.headers);
      expect((await remove(j.headers, j.journeyId)).statusCode).toBe(200);
      expect(await journeyRow(c, other)).toBeDefined();
      expect((await dashboard(j.headers)).journeys.map((x) => x.journey_id)).toEqual([other]);
    });
  },
  { DATA_DIR: dataDir },
);

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];

describeWithApp(
  'attack: removing a journey while its KYC file is still being uploaded',
  (ctx) => {
    it('leaves no KYC file of the removed journey in storage', async () => {
      const c = ctx();
      const j = await signedInFamilyJourney(c.app, 'health-guard');
      const slot = await presignKyc(c.app, j, 'PAN');
      expect(slot.statusCode).toBe(200);
      const url = slot.json().pre_signed_url as string;

      // A slow upload (a phone on a weak connection): the PUT has started, its bytes are still arriving.
      const body = new PassThrough();
      const bytes = pngBytes();
      const put = c.app.inject({
        method: 'PUT',
        url,
        payload: body,
        headers: { 'content-type': 'image/png', 'content-length': String(bytes.length) },
      });
      // The PUT is under way once its first bytes have been read: Fastify reads a body only after the link's checks
      // (the onRequest hook) have passed, so from here the removal races an upload that was let in.
      body.write(bytes.subarray(0, 16));
      await expect.poll(() => body.readableLength).toBe(0);

      // Meanwhile, in another tab, the buyer removes the purchase: 200, "its KYC files are erased".
      const removed = await c.app.inject({
        method: 'DELETE',
        url: `/v1/account/journeys/${j.journeyId}`,
        headers: j.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect(await c.handle.db.select().from(schema.journeys).where(eq(schema.journeys.id, j.journeyId))).toEqual([]);

      // The upload's last bytes arrive.
      body.end(bytes.subarray(16));
      const stored = await put;

      // Invariant: a removed journey leaves no KYC object behind (no record is left to ever erase it); the phone is
      // told its upload has nowhere to go.
      const leftovers = filesUnder(path.join(dataDir, 'objects')).filter((f) => f.includes(j.journeyId));
      expect({ put: stored.statusCode, leftovers }).toEqual({ put: 404, leftovers: [] });
    });
  },
  { DATA_DIR: dataDir },
);
