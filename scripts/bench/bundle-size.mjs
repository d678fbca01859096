// Initial JavaScript per route, gzip, from Vite's manifest: the entry chunk and its static imports plus the
// route's lazily loaded chunks (a route may load a shell, then its page) and their static imports — exactly what the
// browser fetches to show the route.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkClosure } from '../../apps/web/scripts/manifest-chunks.mjs';

export function routeJsSizes(distDir, routeSources) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryKeys = chunkClosure(manifest, [entryKey]);
  const gzipOf = (keys) =>
    [...keys].reduce((sum, key) => sum + gzipSync(fs.readFileSync(path.join(distDir, manifest[key].file))).length, 0);
  return Object.fromEntries(
    Object.entries(routeSources).map(([name, sources]) => {
      const routeKeys = chunkClosure(manifest, Array.isArray(sources) ? sources : [sources]);
      const keys = new Set([...entryKeys, ...routeKeys]);
      return [
        name,
        {
          initialGzipBytes: gzipOf(keys),
          routeChunkGzipBytes: gzipOf(new Set([...routeKeys].filter((k) => !entryKeys.has(k)))),
        },
      ];
    }),
  );
}
