// Initial JavaScript per route, gzip, from Vite's manifest: the entry chunk and its static imports plus the
// route's lazily loaded chunk and its static imports — exactly what the browser fetches to show the route.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function routeJsSizes(distDir, routeSources) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const gzipOf = (keys) =>
    [...keys].reduce((sum, key) => sum + gzipSync(fs.readFileSync(path.join(distDir, manifest[key].file))).length, 0);
  return Object.fromEntries(
    Object.entries(routeSources).map(([name, source]) => {
      if (!manifest[source]) throw new Error(`no chunk for ${source} in the Vite manifest`);
      const keys = closure(source, closure(entryKey));
      return [name, { initialGzipBytes: gzipOf(keys), routeChunkGzipBytes: gzipOf(closure(source)) }];
    }),
  );
}
