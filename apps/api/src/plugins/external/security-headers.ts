import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// A CSP that fits the SPA: our own scripts only, styles from our CSS plus React's style attributes,
// no framing by other sites (clickjacking on a payment journey), no referrer leaking journey ids.
export default fp(async function securityHeaders(
  app: FastifyInstance,
  opts: { mapTileUrl: string | null; google: boolean; storageOrigin: string | null },
) {
  // Google one-tap (only when configured) loads its script, styles and iframe from accounts.google.com.
  const gsi = opts.google ? ['https://accounts.google.com'] : [];
  // The map tile server is the one outside origin pages may load images from.
  const tileOrigin = opts.mapTileUrl ? new URL(opts.mapTileUrl.replace(/[{}]/g, '')).origin : null;
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...gsi],
          styleSrc: ["'self'", "'unsafe-inline'", ...gsi],
          frameSrc: ["'self'", ...gsi],
          imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...gsi, ...(opts.storageOrigin ? [opts.storageOrigin] : [])],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    // An API answer is someone's (a proposal with its PAN, a dashboard, a payment's state) unless its route says it is
    // the same for everyone (`cachePublicly`, which replaces this): no browser or shared cache may keep a copy.
    if (req.url.startsWith('/v1/')) reply.header('cache-control', 'private, no-store');
    done();
  });
});

/**
 * The headers a helmet middleware sets, recorded once. No directive above depends on the request, so every response
 * gets the same ones; helmet itself writes the whole CSP out again on each request (6% of a single quote's server
 * time, and more before that when the Fastify wrapper rebuilt helmet per request).
 */
export function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return Object.fromEntries(headers);
}
