#!/usr/bin/env node
// Builds the API server into one JavaScript file, apps/api/dist/server.mjs, so `npm start` runs plain JavaScript
// with no TypeScript loader at run time (issue 14). Our own code (apps/api and the @kavach/* workspace packages)
// is bundled; every npm package stays external and is loaded from node_modules as usual.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fs from 'node:fs';
import * as esbuild from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const serverBundle = path.join(root, 'apps/api/dist/server.mjs');

/** Third-party imports (anything bare that is not one of our workspace packages) are left to Node. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kavach/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Our sources find files beside them through `import.meta.url` (migrations, catalogues, the PGlite worker, the web
 * build). In a bundle every module would share the bundle's URL, so each file's own URL is put back: the path from
 * the bundle to the source file, resolved at run time, keeps the build relocatable with the checkout.
 */
const ownModuleUrls = {
  name: 'own-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(serverBundle), args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

/**
 * Builds, then moves each output into place by rename: a server starting at that moment (tests start several at
 * once) reads the old bundle or the new one, never half of one.
 */
export async function buildServer() {
  const result = await esbuild.build({
    write: false,
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages, ownModuleUrls],
  });
  // esbuild answers from a helper process; let it go, so `npm start` runs nothing beside the server.
  await esbuild.stop();
  await fs.promises.mkdir(path.dirname(serverBundle), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, file.contents);
    await fs.promises.rename(temporary, file.path);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
