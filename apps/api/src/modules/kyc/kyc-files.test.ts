import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithApp, type BuyerJourney, type TestContext } from '../../../test/test-app.ts';
import { jpegBytes, pngBytes } from '../../../test/files.ts';
import { journeyWithPan } from '../../../test/proposal-fixtures.ts';
import { presignKyc, processUpload, putSigned, uploadContent } from '../../../test/kyc-fixtures.ts';
import { localStoreDir } from '../../../test/temp-dir.ts';

// A DATA_DIR of our own, so the test can look at what the local store keeps on disk.
const { dataDir, storedObject } = localStoreDir('kyc-files');
const objectsOf = (journeyId: string) => storedObject(`kyc/${journeyId}`);

// The sandbox CKYC registry does not find this PAN (fifth letter not K), so the journey takes KYC files.
const kycJourney = (ctx: () => TestContext) => journeyWithPan(ctx().app, 'ABCDE1234F');
const presign = async (ctx: () => TestContext, j: BuyerJourney, docType: string, mime = 'IMAGE_PNG') => {
  const res = await presignKyc(ctx().app, j, docType, mime);
  expect(res.statusCode).toBe(200);
  return res.json() as { pre_signed_url: string; upload_reference_id: string };
};
/** A file presigned, PUT and processed, each answered 200: its slot, to come back to. */
const processed = async (ctx: () => TestContext, j: BuyerJourney, docType: string, body: Buffer) => {
  const p = await presign(ctx, j, docType);
  expect((await putSigned(ctx().app, p.pre_signed_url, body)).statusCode).toBe(200);
  expect((await processUpload(ctx().app, j.headers, p.upload_reference_id)).statusCode).toBe(200);
  return p;
};

describeWithApp(
  'KYC files once processed',
  (ctx) => {
    it('are final: different bytes PUT to the old signed URL afterwards change nothing the API serves', async () => {
      const j = await kycJourney(ctx);
      const original = pngBytes(2, 2, [13, 148, 136]);
      const p = await processed(ctx, j, 'PAN', original);

      const swapped = await putSigned(ctx().app, p.pre_signed_url, pngBytes(3, 3, [255, 0, 0]));
      expect(swapped.statusCode).toBe(409);
      expect(swapped.json().error.message).toBe('This file has already been processed');
      const read = await uploadContent(ctx().app, j.headers, p.upload_reference_id);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(original)).toBe(true);
      // Only the processed copy is kept: the key the URL was signed for is empty.
      expect(fs.readdirSync(objectsOf(j.journeyId))).toEqual([
        expect.stringMatching(new RegExp(`^${p.upload_reference_id}-processed-[0-9a-f]{16}$`)),
      ]);
    });

    it('cannot be stored once the account is deleted: the still-valid signed URL answers 404 and writes nothing', async () => {
      const j = await kycJourney(ctx);
      const p = await presign(ctx, j, 'PAN');
      expect((await ctx().app.inject({ method: 'DELETE', url: '/v1/account', headers: j.headers })).statusCode).toBe(
        200,
      );

      const late = await putSigned(ctx().app, p.pre_signed_url, pngBytes());
      expect(late.statusCode).toBe(404);
      expect(late.json().error.code).toBe('NOT_FOUND');
      expect(fs.existsSync(objectsOf(j.journeyId))).toBe(false);
    });

    it('processed twice at once, keep the one sealed copy the upload points at, readable by its owner', async () => {
      const j = await kycJourney(ctx);
      const original = pngBytes(2, 2, [40, 90, 200]);
      const p = await presign(ctx, j, 'PAN');
      expect((await putSigned(ctx().app, p.pre_signed_url, original)).statusCode).toBe(200);
      // A double click, or a retry after a timeout: two requests for one upload.
      const runs = await Promise.all([
        processUpload(ctx().app, j.headers, p.upload_reference_id),
        processUpload(ctx().app, j.headers, p.upload_reference_id),
      ]);
      expect(runs.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(fs.readdirSync(objectsOf(j.journeyId))).toHaveLength(1);
      const read = await uploadContent(ctx().app, j.headers, p.upload_reference_id);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(original)).toBe(true);
    });

    it('are encrypted at rest: the Aadhaar image on disk is not the uploaded bytes, and only its owner reads it back', async () => {
      const j = await kycJourney(ctx);
      const aadhaar = pngBytes(4, 4, [200, 180, 40]);
      const p = await processed(ctx, j, 'AADHAAR_FRONT', aadhaar);

      const [sealed] = fs
        .readdirSync(objectsOf(j.journeyId))
        .filter((f) => f.startsWith(`${p.upload_reference_id}-processed`));
      const stored = fs.readFileSync(path.join(objectsOf(j.journeyId), sealed!));
      expect(stored.equals(aadhaar)).toBe(false);
      // Not even a recognisable piece of it: no PNG signature, no image header chunk.
      expect(stored.includes(aadhaar.subarray(0, 8))).toBe(false);
      expect(stored.includes(aadhaar.subarray(12, 29))).toBe(false);
      const read = await uploadContent(ctx().app, j.headers, p.upload_reference_id);
      expect(read.rawPayload.equals(aadhaar)).toBe(true);
      expect((await uploadContent(ctx().app, {}, p.upload_reference_id)).statusCode).toBe(404);
    });

    it('over 10 MB are refused at processing without being read (a 3 GB object on disk)', async () => {
      const j = await kycJourney(ctx);
      const p = await presign(ctx, j, 'PASSPORT_FRONT', 'IMAGE_JPEG');
      // A store that does not enforce the cap itself (as S3 does not): a sparse 3 GB file, too big to read at all.
      const key = new URL(p.pre_signed_url, 'http://x').pathname.replace('/v1/storage/objects/', '');
      const file = storedObject(key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, jpegBytes(64));
      fs.truncateSync(file, 3 * 1024 ** 3);
      const res = await processUpload(ctx().app, j.headers, p.upload_reference_id);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'File too large. Please try a smaller file.',
      });
      expect(fs.existsSync(file)).toBe(false);
      // Refused for good: the slot needs a new upload.
      expect((await processUpload(ctx().app, j.headers, p.upload_reference_id)).statusCode).toBe(400);
    });
  },
  { DATA_DIR: dataDir },
);
