// What a module of the web build loads before it runs, read from Vite's manifest (`build.manifest`): used by the
// prerender step (a shell's preloads) and by the bench (each route's JavaScript).

/**
 * The manifest keys `sources` load: their own chunks and every chunk those import, added to `into`. A source that is
 * no chunk of the build throws, so a renamed or moved module cannot be skipped without a word.
 * @param {Record<string, { file: string; imports?: string[] }>} manifest
 * @param {Iterable<string>} sources
 * @param {Set<string>} [into]
 */
export function chunkClosure(manifest, sources, into = new Set()) {
  const visit = (key) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`no chunk for ${source} in the Vite manifest`);
    visit(source);
  }
  return into;
}
