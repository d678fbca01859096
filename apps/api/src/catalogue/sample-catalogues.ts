import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The sample catalogues bundled with the rating package; HEALTH_, TERM_ and MOTOR_CATALOGUE_DIR point elsewhere. */
export const SAMPLE_CATALOGUE_DIRS = {
  health: fileURLToPath(new URL('../../../../packages/rating/catalogue/health', import.meta.url)),
  term: fileURLToPath(new URL('../../../../packages/rating/catalogue/term', import.meta.url)),
  motor: fileURLToPath(new URL('../../../../packages/rating/catalogue/motor', import.meta.url)),
} as const;

export type CatalogueVertical = keyof typeof SAMPLE_CATALOGUE_DIRS;

/** Each vertical's catalogue, true while it is the bundled sample: its premiums are illustrative, no insurer's. */
export type SampleCatalogues = Record<CatalogueVertical, boolean>;

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
export const isSampleCatalogue = (vertical: CatalogueVertical, dir: string | undefined): boolean =>
  dir === undefined || realPath(dir) === realPath(SAMPLE_CATALOGUE_DIRS[vertical]);
