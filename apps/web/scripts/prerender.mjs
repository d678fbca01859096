// After `vite build`: renders the pages listed in src/prerender.tsx as they first look (layout, heading, skeletons;
// no data) into copies of dist/index.html, so their first paint does not wait for JavaScript (issue 14: the quote
// list's LCP on a phone), once per language (issue 49). The server sends dist/.shells/<n>.html for an address the
// shell's path matches, the one drawn for its own sample catalogues in the browser's language
// (apps/api/src/plugins/app/spa.ts); the app renders over it once the route is ready (src/main.tsx). Compressed
// copies as the build writes for the rest.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { writeCompressedCopies } from '../build-plugins/precompress.ts';
import { chunkClosure } from './manifest-chunks.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const ROOT_DIV = '<div id="root"></div>';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!indexHtml.includes(ROOT_DIV)) throw new Error(`dist/index.html has no ${ROOT_DIV}`);
const template = await shellTemplate(indexHtml);

// Vite's own module pipeline (TypeScript, JSX, the @kavach/* packages) renders the real components in Node.
const vite = await createServer({
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const { SHELLS, SAMPLE_CATALOGUE_CHOICES, SHELL_LANGUAGES, drawIn, renderShell } =
    await vite.ssrLoadModule('/src/prerender.tsx');
  const outDir = path.join(dist, '.shells');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir);
  const index = [];
  const written = [];
  for (const language of SHELL_LANGUAGES) {
    await drawIn(language);
    SHELLS.forEach((shell, i) => {
      SAMPLE_CATALOGUE_CHOICES.forEach((sampleCatalogues, j) => {
        // `inert`: nothing in the shell can be clicked or focused — a click there would be lost — until the app's own
        // render replaces it and main.tsx lifts the attribute. `data-namespaces`: what main.tsx loads before that.
        const { html: shellHtml, namespaces } = renderShell(shell, sampleCatalogues);
        const ownPage = template(routeChunks([...shell.modules, ...catalogueModules(language, namespaces)]));
        // The page says its language, as the app's own render does (the template's is English).
        const page = language === 'en' ? ownPage : ownPage.replace('<html lang="en-IN">', `<html lang="${language}">`);
        const root = `<div id="root" inert data-shell data-namespaces="${namespaces.join(' ')}">`;
        const html = page.replace(ROOT_DIV, `${root}${shellHtml}</div>`);
        const file = `${i}-${j}-${language}.html`;
        written.push(writeWithCopies(path.join(outDir, file), html));
        index.push({ path: shell.path, sample_catalogues: sampleCatalogues, language, file });
      });
    });
  }
  await Promise.all(written);
  fs.writeFileSync(path.join(outDir, 'shells.json'), `${JSON.stringify(index, null, 2)}\n`);
  console.log(
    `prerendered ${SHELLS.map((s) => s.path).join(', ')} (${SAMPLE_CATALOGUE_CHOICES.length} catalogue settings, ` +
      `${SHELL_LANGUAGES.length} languages each)`,
  );
} finally {
  await vite.close();
}

/**
 * The chunks a route loads before it can render, from its `modules` (source paths, as Vite's manifest names them): their
 * own and every one they import, as addresses. The app asks for them only once its router has matched the route, a
 * round trip after its own scripts; a shell's page asks for them with those (issue 48).
 */
function routeChunks(modules) {
  return [...chunkClosure(manifest, modules)].map((key) => `/${manifest[key].file}`);
}

/**
 * The catalogues of `language` for `namespaces`, as Vite's manifest names their modules: a shell drawn in a language
 * other than English waits for them (main.tsx), which the app asks for only once the route is ready; the shell's page
 * asks for them with its scripts. English is in the scripts; a namespace with no catalogue in the language has none.
 */
function catalogueModules(language, namespaces) {
  if (language === 'en') return [];
  const domain = [`/domain/src/i18n/locales/${language}.json`, '/domain/src/i18n/domain-texts.ts'];
  return namespaces.flatMap((namespace) => {
    if (namespace === 'domain') return Object.keys(manifest).filter((key) => domain.some((end) => key.endsWith(end)));
    const folders = namespace === 'common' ? ['shared/i18n'] : [`features/${namespace}`, `shared/${namespace}`];
    return folders.map((folder) => `src/${folder}/locales/${language}.json`).filter((key) => manifest[key]);
  });
}

/** Writes `text` and its compressed copies, as the build's own plugin does for the rest (precompress.ts). */
async function writeWithCopies(target, text) {
  fs.writeFileSync(target, text);
  await writeCompressedCopies(target);
}

/**
 * index.html as a shell's page, given the route's own chunks: the app's module script, its preloads and the route's
 * chunks are asked for by shell-boot.js once the shell has painted, not from the head (issue 48). The boot script is
 * written under assets/ with its content's hash in its name.
 */
async function shellTemplate(index) {
  const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const app = index.match(appScript)?.[1];
  if (!app) throw new Error('dist/index.html has no module script');
  const preloads = [...index.matchAll(preload)].map((m) => m[1]);
  const boot = fs.readFileSync(path.join(root, 'scripts', 'shell-boot.js'), 'utf8');
  const hash = crypto.createHash('sha256').update(boot).digest('base64url').slice(0, 8);
  const bootPath = `/assets/shell-boot-${hash}.js`;
  await writeWithCopies(path.join(dist, bootPath), boot);
  const page = index.replace(preload, '');
  return (ownChunks) => {
    const wanted = [...new Set([...preloads, ...ownChunks])].filter((href) => href !== app);
    const tag = `<script defer src="${bootPath}" data-app="${app}" data-preload="${wanted.join(' ')}"></script>\n    `;
    return page.replace(appScript, tag);
  };
}
