import fs from 'node:fs';
import path from 'node:path';
import type { ApiVertical } from '@kavach/domain';
import { SAMPLE_CATALOGUE_DIRS } from '../src/catalogue/sample-catalogues.ts';

/**
 * An operator's own catalogue, as tests stand one in: a copy of the bundled sample in `dir`, with every figure the
 * sample marks "sample" given a source, as an operator's figures each have one (docs/product/catalogue.md).
 */
export function operatorCatalogue(vertical: ApiVertical, dir: string): string {
  fs.cpSync(SAMPLE_CATALOGUE_DIRS[vertical], dir, { recursive: true });
  const cite = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => cite(item));
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        key === 'sources' && v === 'sample' ? `https://operator.example.in/sources/${vertical}` : cite(v, k),
      ]),
    );
  };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const at = path.join(dir, file);
    fs.writeFileSync(at, JSON.stringify(cite(JSON.parse(fs.readFileSync(at, 'utf8')))));
  }
  return dir;
}
