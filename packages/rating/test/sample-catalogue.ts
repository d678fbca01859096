// The bundled sample catalogue read into memory for tests: the rating package's parsers take files as data, so a
// test hands them the sample, or the sample with one file changed or taken away.
import type { ApiVertical } from '@kavach/domain';
import fs from 'node:fs';
import path from 'node:path';
import { parseHealthCatalogue, parseMotorCatalogue, parseTermCatalogue, type CatalogueReader } from '../src/index.ts';

const catalogueDir = (vertical: ApiVertical) => path.join(import.meta.dirname, '..', 'catalogue', vertical);

/**
 * Every file of a vertical's sample catalogue (packages/rating/catalogue/{short name}), by name, as text; its
 * translations by their path in it (i18n/hi.json).
 */
export function sampleFiles(vertical: ApiVertical): Map<string, string> {
  const dir = catalogueDir(vertical);
  return new Map(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.split(path.sep).join('/'), fs.readFileSync(path.join(dir, f), 'utf8')]),
  );
}

/** A reader over files held in memory: a file not in the map is missing. */
export const readerOf =
  (files: ReadonlyMap<string, string>): CatalogueReader =>
  (file) => {
    const text = files.get(file);
    return text === undefined ? { problem: 'file is missing', missing: true } : { text };
  };

export const sampleHealthCatalogue = () => parseHealthCatalogue(readerOf(sampleFiles('health')));
export const sampleTermCatalogue = () => parseTermCatalogue(readerOf(sampleFiles('term')));
export const sampleMotorCatalogue = () => parseMotorCatalogue(readerOf(sampleFiles('motor')));
