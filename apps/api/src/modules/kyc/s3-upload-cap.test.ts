import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/test-app.ts';
import { jpegBytes } from '../../../test/files.ts';
import { journeyWithPan } from '../../../test/proposal-fixtures.ts';
import { presignKyc, processUpload, uploadContent } from '../../../test/kyc-fixtures.ts';

// A small S3-compatible bucket on localhost. Browsers PUT to real buckets directly, and a presigned PUT cannot
// cap the size, so what matters is how process-upload reads what it finds there: each object here is "huge"
// (HEAD tells the truth: 50 MB) or "lying" (HEAD says 1 KB, GET streams 64 MB and ignores the Range asked for),
// or real bytes, kept as PUT.
const TOTAL_STREAMED = 64 * 1024 * 1024;
const objects = new Map<string, 'huge' | 'lying' | Buffer>();
const seen: { method: string; key: string; range: string | undefined }[] = [];
const streamed = new Map<string, number>();
/** A GET of one of these keys is answered only once its promise settles: a slow bucket. */
const heldReads = new Map<string, Promise<void>>();
const bucket = http.createServer((req, res) => {
  const key = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/kavach-kyc\//, '');
  seen.push({ method: req.method ?? '', key, range: req.headers.range });
  if (req.method === 'PUT') {
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    return req.on('end', () => {
      objects.set(key, Buffer.concat(body));
      res.writeHead(200, { etag: '"p"' }).end();
    });
  }
  req.resume();
  const kind = objects.get(key);
  if (req.method === 'DELETE') {
    objects.delete(key);
    return res.writeHead(204).end();
  }
  if (!kind) return res.writeHead(404).end();
  const gate = req.method === 'GET' ? heldReads.get(key) : undefined;
  if (gate && Buffer.isBuffer(kind))
    return void gate.then(() =>
      res
        .writeHead(200, {
          'content-length': String(kind.length),
          'content-type': 'application/octet-stream',
          etag: '"b"',
        })
        .end(kind),
    );
  if (Buffer.isBuffer(kind))
    return res
      .writeHead(200, {
        'content-length': String(kind.length),
        'content-type': 'application/octet-stream',
        etag: '"b"',
      })
      .end(req.method === 'HEAD' ? undefined : kind);
  if (req.method === 'HEAD')
    return res
      .writeHead(200, {
        'content-length': String(kind === 'huge' ? 50 * 1024 * 1024 : 1024),
        'content-type': 'image/jpeg',
        etag: '"e"',
      })
      .end();
  res.writeHead(200, { 'content-type': 'image/jpeg' });
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  let written = 0;
  res.on('close', () => streamed.set(key, written));
  const pump = () => {
    while (written < TOTAL_STREAMED && !res.destroyed) {
      written += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
});
await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => bucket.close(resolve)));

/** A journey that takes KYC files (the sandbox CKYC does not find the PAN) and a passport slot in the bucket. */
async function uploadSlot(ctx: () => TestContext) {
  const j = await journeyWithPan(ctx().app, 'ABCDE1234F');
  const p = await presignKyc(ctx().app, j, 'PASSPORT_FRONT', 'IMAGE_JPEG');
  const url = new URL(p.json().pre_signed_url);
  const key = decodeURIComponent(url.pathname).replace(/^\/kavach-kyc\//, '');
  return { headers: j.headers, journeyId: j.journeyId, id: p.json().upload_reference_id as string, key };
}

const processSlot = (ctx: () => TestContext, s: { headers: Record<string, string>; id: string }) =>
  processUpload(ctx().app, s.headers, s.id);

describeWithApp(
  'KYC uploads in an S3 bucket',
  (ctx) => {
    it('within 10 MB move, encrypted, to their processed key; the upload key is emptied; the owner reads the file', async () => {
      const slot = await uploadSlot(ctx);
      const passport = jpegBytes(4096);
      objects.set(slot.key, passport);
      expect((await processSlot(ctx, slot)).statusCode).toBe(200);
      expect(seen.filter((r) => r.key === slot.key).map((r) => r.method)).toEqual(['HEAD', 'GET', 'DELETE']);
      expect(objects.has(slot.key)).toBe(false);
      const processedKeys = [...objects.keys()].filter((k) => k.startsWith(`${slot.key}-processed-`));
      expect(processedKeys).toHaveLength(1);
      const stored = objects.get(processedKeys[0]!) as Buffer;
      expect(stored.includes(passport.subarray(0, 12))).toBe(false);
      const read = await uploadContent(ctx().app, slot.headers, slot.id);
      expect(read.rawPayload.equals(passport)).toBe(true);
    });

    it('are read from a slow bucket holding nothing: the journey can be changed meanwhile, and the file is recorded after', async () => {
      const slot = await uploadSlot(ctx);
      objects.set(slot.key, jpegBytes(4096));
      let release = () => {};
      heldReads.set(slot.key, new Promise<void>((resolve) => (release = resolve)));
      const processing = processSlot(ctx, slot);
      await expect.poll(() => seen.some((r) => r.key === slot.key && r.method === 'GET')).toBe(true);

      // While the bucket has not answered, another change to the same journey goes through.
      expect(
        (
          await ctx().app.inject({
            method: 'GET',
            url: `/v1/health/journey/kyc-status/${slot.journeyId}`,
            headers: slot.headers,
          })
        ).statusCode,
      ).toBe(200);
      const nominee = {
        nominee_relation: 'SPOUSE',
        full_name: 'Priya Kulkarni',
        gender: 'FEMALE',
        dob: '1993-05-01',
        address: '12 Prabhat Road, Erandwane, Pune',
      };
      const saved = await ctx().app.inject({
        method: 'POST',
        url: '/v1/health/journey/save-nominee-details',
        headers: slot.headers,
        payload: { journey_id: slot.journeyId, nominee_list: [nominee] },
      });
      expect(saved.statusCode).toBe(200);

      release();
      expect((await processing).statusCode).toBe(200);
      const kyc = (
        await ctx().app.inject({
          method: 'GET',
          url: `/v1/health/journey/kyc-status/${slot.journeyId}`,
          headers: slot.headers,
        })
      ).json();
      expect(kyc.documents.map((d: { upload_reference_id: string }) => d.upload_reference_id)).toContain(slot.id);
    });

    it('over 10 MB are refused on the HEAD alone: the object is never fetched, and is deleted', async () => {
      const slot = await uploadSlot(ctx);
      objects.set(slot.key, 'huge');
      const res = await processSlot(ctx, slot);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'File too large. Please try a smaller file.',
      });
      expect(seen.filter((r) => r.key === slot.key).map((r) => r.method)).toEqual(['HEAD', 'DELETE']);
    });

    it('over 10 MB are refused when the bucket lies about the size, after reading no more than the cap plus a little', async () => {
      const slot = await uploadSlot(ctx);
      objects.set(slot.key, 'lying');
      const res = await processSlot(ctx, slot);
      expect(res.statusCode).toBe(413);
      const get = seen.find((r) => r.key === slot.key && r.method === 'GET');
      expect(get?.range).toBe('bytes=0-10485760');
      await expect.poll(() => streamed.get(slot.key)).toBeDefined();
      // The read stopped at 10 MB + 1 byte and hung up; what the bucket got out is that plus socket buffers.
      expect(streamed.get(slot.key)).toBeLessThan(TOTAL_STREAMED / 2);
    });
  },
  {
    S3_BUCKET: 'kavach-kyc',
    S3_ENDPOINT: `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`,
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example',
  },
);
