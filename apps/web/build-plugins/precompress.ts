import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text the browser fetches; images and fonts are already compressed formats.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below about one TCP packet compression saves nothing worth a second file.
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, max quality) and a gzip (`.gz`, level 9) copy beside every compressible file of
 * the build, so the server sends them as they are (@fastify/static `preCompressed`) and never compresses
 * per request (issue 14). Dot-folders (Vite's `.vite/manifest.json`) are build data, not served, and skipped.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kavach:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file is on disk, the public/ copies included.
    async writeBundle() {
      const files = await compressibleFiles(outDir);
      await Promise.all(files.map(writeCompressedCopies));
    },
  };
}

async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) return [];
      if (entry.isDirectory()) return compressibleFiles(full);
      if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) return [];
      return (await fs.stat(full)).size >= MIN_BYTES ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The brotli and gzip copies of one file, beside it: also for the pages the prerender writes after the build. */
export async function writeCompressedCopies(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gzipped)]);
}
