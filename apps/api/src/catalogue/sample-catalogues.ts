import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_VERTICALS, tableOf, type ApiVertical, type TClientConfigResponse } from '@kavach/domain';

/** The sample catalogues bundled with the rating package, a folder per vertical by its short name (health, term…). */
export const SAMPLE_CATALOGUE_DIRS = tableOf(API_VERTICALS, (name) =>
  fileURLToPath(new URL(`../../../../packages/rating/catalogue/${name}`, import.meta.url)),
);

/** Each vertical's catalogue, true while it is the bundled sample: its premiums are illustrative, no insurer's. */
export type SampleCatalogues = TClientConfigResponse['sample_catalogues'];

const realPath = (dir: string) => {
  try {
    return fs.realpathSync(dir);
  } catch {
    return path.resolve(dir); // a folder that is not there is no sample (loading it then names what is missing)
  }
};

/**
 * Whether a catalogue setting leaves the bundled sample in use: unset, or naming the bundled folder itself (by
 * another path or a link, too). A copy of it an operator keeps elsewhere is theirs to vouch for.
 */
export const isSampleCatalogue = (name: ApiVertical, dir: string | undefined): boolean =>
  dir === undefined || realPath(dir) === realPath(SAMPLE_CATALOGUE_DIRS[name]);
