import type { ApiVertical } from '@kavach/domain';
import { catalogueError, checkInsurerContacts, type InsurerContacts } from '@kavach/rating';
import { ConfigError, type AppConfig } from '../config.ts';

/** What start-up checks across the loaded catalogues, one entry per vertical by its short name. */
export type LoadedCatalogue = {
  name: ApiVertical;
  insurerContacts: readonly InsurerContacts[];
  sampleFigures: readonly string[];
};

/**
 * The rules no single vertical's catalogue can check alone (docs/product/catalogue.md §3, §4): an insurer's numbers
 * agree across verticals and belong to it alone; and production prints no figure still marked "sample". Throws, so
 * the server does not start.
 */
export function checkLoadedCatalogues(mode: AppConfig['mode'], catalogues: readonly LoadedCatalogue[]): void {
  const conflicts = checkInsurerContacts(
    catalogues.map((c) => ({ file: `${c.name}/insurers.json`, insurers: c.insurerContacts })),
  );
  if (conflicts.length > 0) throw catalogueError('Insurer', conflicts);
  const withSamples = catalogues.filter((c) => c.sampleFigures.length > 0);
  if (mode === 'production' && withSamples.length > 0) {
    const lines = withSamples.map(
      (c) =>
        `  ${c.name}: ${c.sampleFigures.length} figures marked "sample", the first ${c.sampleFigures[0]}; give each the page that states it`,
    );
    throw new ConfigError(
      `Invalid configuration: KAVACH_MODE=production refuses a catalogue holding sample figures:\n${lines.join('\n')}`,
    );
  }
}
