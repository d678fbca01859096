import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli at quality 4: about half a millisecond for a 95 KB quote list, and most of the size saving of quality 11
 * (which the build uses for static files, compressed once). A phone on a slow network waits on bytes, not on this.
 */
const BROTLI_QUALITY = 4;
const brotliParams = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};
const GZIP_LEVEL = 6;
const ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/**
 * The encoding this client accepts that we prefer among those on offer, or null for none: negotiated as
 * @fastify/compress and @fastify/static do it (`*` and `x-gzip` count as gzip, q=0 refuses, br wins a tie), so
 * an answer kept in memory is encoded as the plugins would encode it.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  offered: readonly ContentEncoding[] = ENCODINGS,
): ContentEncoding | null {
  if (!acceptEncoding || offered.length === 0) return null;
  return (
    (negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...offered]) as
      ContentEncoding | undefined) ?? null
  );
}

/**
 * A body compressed as the plugin would compress it: for answers kept in memory and compressed once (completed lists).
 */
export function compressBody(body: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { ...brotliParams, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      })
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * API answers of 1 KB or more go out compressed to a client that accepts it (a quote list is 80–100 KB of JSON;
 * issue 14's quote-list LCP on a phone waits on those bytes). Static files keep their build-time .br/.gz copies
 * (plugins/app/spa.ts), which this leaves alone. Compressed request bodies are not accepted: a body limit must
 * hold for what the server has to hold.
 */
export default fp(async function compression(app: FastifyInstance) {
  // Only the API and the pages made per request: a static file is served as the build left it (its .br/.gz copy,
  // or as is). Added before the plugin's own hook, so the plugin sees the choice.
  app.addHook('onRoute', (route) => {
    if (!/^\/(v1\/|sandbox-pay\/)/.test(route.url)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: [...ENCODINGS],
    brotliOptions: { params: brotliParams },
    zlibOptions: { level: GZIP_LEVEL },
  });
});
