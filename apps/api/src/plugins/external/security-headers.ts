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
  // Helmet itself, built once: the Fastify wrapper builds it again on every request (parsing the whole CSP each
  // time), which cost a tenth of a single quote's server time.
  const setHeaders = helmet({
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
  });
  app.addHook('onRequest', (req, reply, done) => setHeaders(req.raw, reply.raw, () => done()));
});
