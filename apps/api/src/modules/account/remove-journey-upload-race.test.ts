import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { presignKyc } from '../../../test/kyc-fixtures.ts';
import { pngBytes } from '../../../test/files.ts';
import { signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { localStoreDir } from '../../../test/temp-dir.ts';

const { dataDir } = localStoreDir('remove-upload-race');

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
