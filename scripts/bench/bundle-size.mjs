// Initial JavaScript per route, gzip, from Vite's manifest: the entry chunk and its static imports plus the
// route's lazily loaded chunks (a route may load a shell, then its page) and their static imports — exactly what the
// browser fetches to show the route.
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
    Object.entries(routeSources).map(([name, sources]) => {
      const list = Array.isArray(sources) ? sources : [sources];
      const routeKeys = new Set();
      for (const source of list) {
        if (!manifest[source]) throw new Error(`no chunk for ${source} in the Vite manifest`);
        closure(source, routeKeys);
      }
      const keys = new Set([...closure(entryKey), ...routeKeys]);
      return [
        name,
        {
          initialGzipBytes: gzipOf(keys),
          routeChunkGzipBytes: gzipOf(new Set([...routeKeys].filter((k) => !closure(entryKey).has(k)))),
        },
      ];
    }),
  );
}
