import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA from one process beside /v1 (DESIGN.md §1). Any GET that is not an API path and
 * asks for HTML gets index.html (history fallback), so deep links such as /health-insurance/quote-list work.
 */
export default fp(async function spa(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web build not found at ${opts.distDir}: serving the API only (run npm run build)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      // Vite fingerprints everything under assets/: cache for a year; index.html must always revalidate.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const indexHtml = fs.readFileSync(indexFile);
  // /sandbox-pay/* is the demo gateway's own page, never the SPA's: without the gateway (production) it is a 404.
  const isApi = (url: string) => url === '/v1' || url.startsWith('/v1/') || url === '/healthz' || url === '/livez' || url.startsWith('/sandbox-pay/');

  app.get('/*', (req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '/';
    if (isApi(urlPath)) return reply.callNotFound();
    const rel = safeDecode(urlPath).replace(/^\/+/, '');
    const file = path.join(opts.distDir, rel);
    // A real file (asset, favicon) is served as is; path traversal out of dist is refused by the resolve check.
    if (rel && file.startsWith(opts.distDir + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return reply.sendFile(rel);
    }
    if (path.extname(rel) && !req.headers.accept?.includes('text/html')) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
});

function safeDecode(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath; // a malformed %-escape is simply not a file of ours
  }
}
