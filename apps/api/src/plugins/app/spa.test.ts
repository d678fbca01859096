import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/test-app.ts';

// A small build as `npm run build` lays it out: fingerprinted assets with their .br and .gz copies, an
// index.html with its copies, and a favicon too small to have any.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-dist-'));
const shell = (page: string) =>
  `<!doctype html><html lang="en-IN"><head><title>Kavach</title></head><body><div id="root" inert data-shell>${page.repeat(30)}</div></body></html>`;
const files = {
  'index.html': `<!doctype html><html lang="en-IN"><head><title>Kavach</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`,
  'assets/index-C0ffee12.js': Array.from(
    { length: 200 },
    (_, i) => `export const premium${i} = () => ${i * 1_000};`,
  ).join('\n'),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  // Pages the web build prerendered (apps/web/scripts/prerender.mjs), each for a choice of sample catalogues, and the
  // list that names their paths. The test app prices from the bundled samples, all three of them.
  '.shells/0.html': shell('<p>Premiums here come from a sample catalogue</p><h1>Health insurance plans for you</h1>'),
  '.shells/1.html': shell('<h1>Health insurance plans for you</h1>'),
  '.shells/2.html': shell('<p>Premiums here come from a sample catalogue</p><div role="status">Loading the plan</div>'),
  '.shells/3.html': shell('<p>यहाँ के प्रीमियम एक नमूना कैटलॉग से हैं</p><h1>आपके लिए स्वास्थ्य बीमा प्लान</h1>'),
  '.shells/shells.json': JSON.stringify([
    {
      path: '/health-insurance/quote-list',
      sample_catalogues: { health: false, term: false, motor: false },
      language: 'en',
      file: '1.html',
    },
    {
      path: '/health-insurance/quote-list',
      sample_catalogues: { health: true, term: true, motor: true },
      language: 'en',
      file: '0.html',
    },
    {
      path: '/health-insurance/quote-list',
      sample_catalogues: { health: true, term: true, motor: true },
      language: 'hi',
      file: '3.html',
    },
    {
      path: '/health-insurance/plan/:planId',
      sample_catalogues: { health: true, term: true, motor: true },
      language: 'en',
      file: '2.html',
    },
  ]),
};
for (const [rel, text] of Object.entries(files)) {
  const file = path.join(webDist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (rel === 'favicon.svg' || rel.endsWith('.json')) continue;
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const identity = (bytes: Buffer) => bytes;
// What a browser sends and what it must then do with the body to read the file.
const CLIENTS = [
  { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
  { acceptEncoding: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
  { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
  { acceptEncoding: 'identity', encoding: undefined, decode: identity },
  { acceptEncoding: undefined, encoding: undefined, decode: identity },
];

const get = (ctx: () => TestContext, url: string, acceptEncoding: string | undefined, cookie?: string) =>
  ctx().app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html,*/*',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });

describeWithApp(
  'the built web app',
  (ctx) => {
    describe.each(CLIENTS)(
      'to a browser sending accept-encoding: $acceptEncoding',
      ({ acceptEncoding, encoding, decode }) => {
        /**
         * What the browser gets for `url`: this encoding, the file's own type and caching, and the file's bytes once
         * decoded.
         */
        const expectServed = async (
          url: string,
          want: { type: string; cacheControl: string; file: keyof typeof files; vary?: string; cookie?: string },
        ) => {
          const res = await get(ctx, url, acceptEncoding, want.cookie);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toBe(want.vary ?? 'accept-encoding');
          expect(res.headers['content-type']).toBe(want.type);
          expect(res.headers['cache-control']).toBe(want.cacheControl);
          expect(decode(res.rawPayload).toString()).toBe(files[want.file]);
        };

        it(`sends a script ${encoding ?? 'uncompressed'}, cached for a year`, async () => {
          await expectServed('/assets/index-C0ffee12.js', {
            type: 'application/javascript; charset=utf-8',
            cacheControl: 'public, max-age=31536000, immutable',
            file: 'assets/index-C0ffee12.js',
          });
        });

        it(`answers a deep link with index.html ${encoding ?? 'uncompressed'}, revalidated every time`, async () => {
          await expectServed('/health-insurance/proposal?journey_id=abc', {
            type: 'text/html; charset=utf-8',
            cacheControl: 'no-cache',
            file: 'index.html',
          });
        });

        it(`answers a prerendered page with its shell for these catalogues ${encoding ?? 'uncompressed'}, whatever its query`, async () => {
          await expectServed('/health-insurance/quote-list?quote_id=abc', {
            type: 'text/html; charset=utf-8',
            cacheControl: 'no-cache',
            file: '.shells/0.html',
            vary: 'accept-encoding, cookie',
          });
        });

        it(`answers a browser that chose Hindi with the shell drawn in Hindi ${encoding ?? 'uncompressed'}`, async () => {
          await expectServed('/health-insurance/quote-list?quote_id=abc', {
            type: 'text/html; charset=utf-8',
            cacheControl: 'no-cache',
            file: '.shells/3.html',
            vary: 'accept-encoding, cookie',
            cookie: 'session_hint=1; kavach_language=hi',
          });
        });

        it(`answers a language Kavach does not speak with the English shell ${encoding ?? 'uncompressed'}`, async () => {
          await expectServed('/health-insurance/quote-list?quote_id=abc', {
            type: 'text/html; charset=utf-8',
            cacheControl: 'no-cache',
            file: '.shells/0.html',
            vary: 'accept-encoding, cookie',
            cookie: 'kavach_language=xx',
          });
        });

        it(`answers a page with no shell in the chosen language with index.html ${encoding ?? 'uncompressed'}`, async () => {
          await expectServed('/health-insurance/plan/health-guard?quote_id=abc', {
            type: 'text/html; charset=utf-8',
            cacheControl: 'no-cache',
            file: 'index.html',
            cookie: 'kavach_language=hi',
          });
        });

        it(`answers any plan's address with the plan page's shell ${encoding ?? 'uncompressed'}`, async () => {
          await expectServed('/health-insurance/plan/health-guard?quote_id=abc', {
            type: 'text/html; charset=utf-8',
            cacheControl: 'no-cache',
            file: '.shells/2.html',
            vary: 'accept-encoding, cookie',
          });
        });
      },
    );

    it('answers an address no shell matches, a segment short or over, with index.html', async () => {
      for (const url of ['/health-insurance/plan', '/health-insurance/plan/', '/health-insurance/plan/a/b']) {
        const res = await get(ctx, url, undefined);
        expect([url, res.statusCode, res.body]).toEqual([url, 200, files['index.html']]);
      }
    });

    it('sends a file the build left uncompressed as it is, to a browser that accepts br', async () => {
      const res = await get(ctx, '/favicon.svg', 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toBe(files['favicon.svg']);
    });

    it('has no URL for a compressed copy of its own', async () => {
      for (const url of ['/assets/index-C0ffee12.js.br', '/assets/index-C0ffee12.js.gz']) {
        const res = await ctx().app.inject({
          method: 'GET',
          url,
          headers: { accept: '*/*', 'accept-encoding': 'br, gzip' },
        });
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
    });
  },
  { WEB_DIST_DIR: webDist },
);
