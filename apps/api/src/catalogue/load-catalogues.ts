import fs from 'node:fs';
import path from 'node:path';
import {
  parseHealthCatalogue,
  parseMotorCatalogue,
  parseTermCatalogue,
  type CatalogueReader,
  type HealthCatalogue,
  type MotorCatalogue,
  type TermCatalogue,
} from '@kavach/rating';
import { SAMPLE_CATALOGUE_DIRS } from './sample-catalogues.ts';

/** The bundled samples (sample-catalogues.ts): the loaders' defaults. */
export const {
  health: SAMPLE_HEALTH_CATALOGUE_DIR,
  term: SAMPLE_TERM_CATALOGUE_DIR,
  motor: SAMPLE_MOTOR_CATALOGUE_DIR,
} = SAMPLE_CATALOGUE_DIRS;

/** Catalogue files from a directory; a file that cannot be read is reported with the directory it was looked for in. */
export function directoryReader(dir: string): CatalogueReader {
  return (file) => {
    try {
      return { text: fs.readFileSync(path.join(dir, file), 'utf8') };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return {
        problem: `${code === 'ENOENT' ? 'file is missing' : `cannot read file (${code ?? String(err)})`} in ${dir}`,
      };
    }
  };
}

/** Read and validated once at start-up: a broken file stops the server with its name and the problem (issue 3). */
export const loadHealthCatalogue = (dir: string = SAMPLE_HEALTH_CATALOGUE_DIR): HealthCatalogue =>
  parseHealthCatalogue(directoryReader(dir));
export const loadTermCatalogue = (dir: string = SAMPLE_TERM_CATALOGUE_DIR): TermCatalogue =>
  parseTermCatalogue(directoryReader(dir));
export const loadMotorCatalogue = (dir: string = SAMPLE_MOTOR_CATALOGUE_DIR): MotorCatalogue =>
  parseMotorCatalogue(directoryReader(dir));
