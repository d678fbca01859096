import { parseTermCatalogue, type TermCatalogue } from '@kavach/rating';
import { directoryReader } from '../../catalogue/load-catalogues.ts';
import { SAMPLE_CATALOGUE_DIRS } from '../../catalogue/sample-catalogues.ts';
import type { VerticalModule } from '../../verticals/vertical-module.ts';
import type { StoredTermRequest } from '../term/stored-term-request.ts';
import termRoutes from '../term/routes.ts';
import termProposalRoutes from './routes.ts';
import { termVertical } from './term-vertical.ts';

export const loadTermCatalogue = (dir: string = SAMPLE_CATALOGUE_DIRS.term): TermCatalogue =>
  parseTermCatalogue(directoryReader(dir));

/** Term life: plan information, quotes and the journey, then its proposal, on the term catalogue. */
export const termModule: VerticalModule<'TERM', StoredTermRequest> = {
  load: ({ dir, sample }) => {
    const catalogue = loadTermCatalogue(dir);
    return {
      answers: termVertical(catalogue, sample || catalogue.sampleFigures.length > 0),
      insurerIds: [...catalogue.insurers.keys()],
      insurerContacts: [...catalogue.insurers.values()],
      sampleFigures: catalogue.sampleFigures,
      register: async (app, { config }) => {
        await app.register(termRoutes, { catalogue, connectorTimeoutMs: config.quoteConnectorTimeoutMs });
        await app.register(termProposalRoutes, { catalogue });
      },
    };
  },
};
