import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueReader } from '@kavach/rating';

/** Catalogue files from a directory; a file that cannot be read is reported with the directory it was looked for in. */
export function directoryReader(dir: string): CatalogueReader {
  return (file) => {
    try {
      return { text: fs.readFileSync(path.join(dir, file), 'utf8') };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { problem: `file is missing in ${dir}`, missing: true };
      return { problem: `cannot read file (${code ?? String(err)}) in ${dir}` };
    }
  };
}
