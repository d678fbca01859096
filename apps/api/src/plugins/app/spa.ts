import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_VERTICALS, type TClientConfigResponse } from '@kavach/domain';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_COOKIE, type Language } from '@kavach/domain/i18n/languages';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../external/compress.ts';

// The build writes these copies beside each text file (apps/web/build-plugins/precompress.ts), best first.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const isEncodedCopy = (rel: string) => ENCODINGS.some((e) => rel.endsWith(e.suffix));

/**
 * Serves the built SPA from one process beside /v1 (docs/decisions.md §1). Any GET that is not an API path and
 * asks for HTML gets index.html (history fallback), so deep links such as /health-insurance/quote-list work.
 * Files go out as the build compressed them when the browser accepts it, never compressed per request (issue 14).
 */
type SampleCatalogues = TClientConfigResponse['sample_catalogues'];

export default fp(async function spa(
  app: FastifyInstance,
  opts: { distDir: string; sampleCatalogues: SampleCatalogues },
) {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web build not found at ${opts.distDir}: serving the API only (run npm run build)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    // accept-encoding: br gets main.js.br with content-encoding: br, then gzip, else the file; always vary:
    // accept-encoding.
    preCompressed: true,
    // A compressed copy is another encoding of its file, not a page of the site: no route of its own.
    globIgnore: ENCODINGS.map((e) => `**/*${e.suffix}`),
    setHeaders(reply, filePath) {
      // Vite fingerprints everything under assets/: cache for a year; index.html must always revalidate.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendIndexHtml = htmlSender(indexFile);
  const shellFor = shellSenders(opts.distDir, opts.sampleCatalogues);
  // /sandbox-pay/* is the demo gateway's own page and /sandbox-insurer/* the sandbox insurer's API, never the SPA's:
  // without them (production) each is a 404.
  const isApi = (url: string) =>
    url === '/v1' ||
    url.startsWith('/v1/') ||
    url === '/healthz' ||
    url === '/livez' ||
    url.startsWith('/sandbox-pay/') ||
    url.startsWith('/sandbox-insurer/');

  app.get('/*', (req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '/';
    if (isApi(urlPath)) return reply.callNotFound();
    const rel = safeDecode(urlPath).replace(/^\/+/, '');
    const file = path.join(opts.distDir, rel);
    // A real file (asset, favicon) is served as is; path traversal out of dist is refused by the resolve check.
    if (
      rel &&
      !isEncodedCopy(rel) &&
      file.startsWith(opts.distDir + path.sep) &&
      fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      return reply.sendFile(rel);
    }
    if (path.extname(rel) && !req.headers.accept?.includes('text/html')) return reply.callNotFound();
    return (shellFor(urlPath, shellLanguage(req)) ?? sendIndexHtml)(req, reply);
  });
});

/**
 * The pages the web build prerendered (apps/web/scripts/prerender.mjs): index.html with the page's first look already
 * in it, so it paints before the JavaScript runs. Matched by the route's path, where a `:name` segment is any one
 * segment (a plan's id); the query string does not change the shell. Each page is drawn once per choice of sample
 * catalogues (their notes are part of its look), and once per language: this installation sends the one drawn for its
 * own catalogues, in the language the browser chose (its cookie; docs/i18n.md).
 */
function shellSenders(
  distDir: string,
  sampleCatalogues: SampleCatalogues,
): (urlPath: string, language: Language) => ReturnType<typeof htmlSender> | undefined {
  const dir = path.join(distDir, '.shells');
  const indexFile = path.join(dir, 'shells.json');
  if (!fs.existsSync(indexFile)) return () => undefined;
  const shells = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as {
    path: string;
    sample_catalogues: SampleCatalogues;
    language: Language;
    file: string;
  }[];
  const ours = shells
    .filter((shell) => sameCatalogues(shell.sample_catalogues, sampleCatalogues))
    .map((shell) => ({
      language: shell.language,
      matches: pathMatcher(shell.path),
      send: htmlSender(path.join(dir, shell.file), 'cookie'),
    }));
  return (urlPath, language) => ours.find((shell) => shell.language === language && shell.matches(urlPath))?.send;
}

/** The language a browser chose, as its cookie says (keep-language.ts in the web app); English without one. */
function shellLanguage(req: FastifyRequest): Language {
  const chosen = req.headers.cookie ? parseCookie(req.headers.cookie)[LANGUAGE_COOKIE] : undefined;
  return LANGUAGE_CODES.find((code) => code === chosen) ?? DEFAULT_LANGUAGE;
}

const sameCatalogues = (a: SampleCatalogues, b: SampleCatalogues) => API_VERTICALS.every((name) => a[name] === b[name]);

/** '/health-insurance/plan/:planId' matches '/health-insurance/plan/health-guard', not '…/plan/' or '…/plan/a/b'. */
function pathMatcher(routePath: string): (urlPath: string) => boolean {
  const wanted = routePath.split('/');
  return (urlPath) => {
    const segments = urlPath.split('/');
    return (
      segments.length === wanted.length &&
      wanted.every((w, i) => (w.startsWith(':') ? segments[i] !== '' : w === segments[i]))
    );
  };
}

/**
 * An HTML page for deep links, from memory: the file and each compressed copy the build wrote, read once. `varies`
 * names a request header, besides accept-encoding, that chose this page among others (a shell's language cookie).
 */
function htmlSender(indexFile: string, varies?: string) {
  const identity = fs.readFileSync(indexFile);
  const copies = new Map(
    ENCODINGS.filter((e) => fs.existsSync(indexFile + e.suffix)).map((e) => [
      e.name,
      fs.readFileSync(indexFile + e.suffix),
    ]),
  );
  const offered = [...copies.keys()];
  return (req: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (varies) reply.header('vary', varies);
    if (offered.length === 0) return reply.send(identity);
    const encoding = preferredEncoding(req.headers['accept-encoding'], offered);
    reply.header('vary', varies ? `accept-encoding, ${varies}` : 'accept-encoding');
    if (!encoding) return reply.send(identity);
    return reply.header('content-encoding', encoding).send(copies.get(encoding));
  };
}

function safeDecode(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath; // a malformed %-escape is simply not a file of ours
  }
}
