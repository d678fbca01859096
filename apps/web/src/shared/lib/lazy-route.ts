import type { ComponentType } from 'react';

// docs/product/quotes.md §9: lazily loaded pieces time out after 120 s with a chunk-load failure.
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A React Router `lazy` for a module whose default export is the route's component. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const mod = await Promise.race([load(), timeout]);
      return { Component: mod.default };
    } catch (err) {
      throw err instanceof ChunkLoadError
        ? err
        : new ChunkLoadError(err instanceof Error ? err.message : 'Loading chunk failed');
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A route that is one lazily loaded page: its path and its chunk. */
export const lazyPage = (path: string, load: () => Promise<{ default: ComponentType }>) => ({
  path,
  lazy: lazyRoute(load),
});
