import type { HealthCatalogue } from '@kavach/rating';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadHealthCatalogue } from '../../catalogue/load-catalogues.ts';

declare module 'fastify' {
  interface FastifyInstance {
    healthCatalogue: HealthCatalogue;
  }
}

/** The catalogue is read and validated once at start-up: a broken file stops the server (issue 3). */
export default fp(async function catalogue(app: FastifyInstance, opts: { healthCatalogueDir: string | undefined }) {
  app.decorate(
    'healthCatalogue',
    opts.healthCatalogueDir ? loadHealthCatalogue(opts.healthCatalogueDir) : loadHealthCatalogue(),
  );
});
