import { parseHealthCatalogue, type HealthCatalogue } from '@kavach/rating';
import { directoryReader } from '../../catalogue/load-catalogues.ts';
import { SAMPLE_CATALOGUE_DIRS } from '../../catalogue/sample-catalogues.ts';
import type { VerticalModule } from '../../verticals/vertical-module.ts';
import type { StoredQuoteRequest } from '../quotes/create-async-quote.ts';
import healthPlanRoutes from '../health-plans/routes.ts';
import healthJourneyRoutes from '../journeys/routes.ts';
import healthQuoteRoutes from '../quotes/routes.ts';
import { healthVertical } from './health-vertical.ts';
import healthProposalRoutes from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The health catalogue the health modules price and describe plans from. */
    healthCatalogue: HealthCatalogue;
  }
}

export const loadHealthCatalogue = (dir: string = SAMPLE_CATALOGUE_DIRS.health): HealthCatalogue =>
  parseHealthCatalogue(directoryReader(dir));

/** Health: plan information, quotes, the journey and its proposal, on the health catalogue. */
export const healthModule: VerticalModule<'HEALTH', StoredQuoteRequest> = {
  load: ({ dir, sample }) => {
    const catalogue = loadHealthCatalogue(dir);
    return {
      answers: healthVertical(catalogue, sample || catalogue.sampleFigures.length > 0),
      insurerIds: [...catalogue.insurers.keys()],
      insurerContacts: [...catalogue.insurers.values()],
      sampleFigures: catalogue.sampleFigures,
      register: async (app, { config, connectorOverride }) => {
        app.decorate('healthCatalogue', catalogue);
        await app.register(healthPlanRoutes);
        await app.register(healthQuoteRoutes, {
          connectorTimeoutMs: config.quoteConnectorTimeoutMs,
          ...(connectorOverride ? { connectorOverride } : {}),
        });
        await app.register(healthJourneyRoutes);
        await app.register(healthProposalRoutes);
      },
    };
  },
};
