import { ZClientConfigResponse, type TClientConfigResponse } from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachePublicly } from '../../lib/cache-control.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('system', []);

const routes: FastifyPluginAsyncZod<{
  mapTileUrl: string | null;
  sampleCatalogues: TClientConfigResponse['sample_catalogues'];
  googleClientId: string | null;
  sandboxSms: boolean;
  support: TClientConfigResponse['support'];
  unpaidKeptDays: number;
}> = async (app, opts) => {
  app.get(
    '/v1/config',
    { schema: route('Installation settings the browser needs', ZClientConfigResponse) },
    async (_req, reply) => {
      cachePublicly(reply, 300);
      return {
        sample_catalogues: opts.sampleCatalogues,
        map_tile_url: opts.mapTileUrl,
        google_client_id: opts.googleClientId,
        sandbox_sms: opts.sandboxSms,
        support: opts.support,
        unpaid_kept_days: opts.unpaidKeptDays,
      };
    },
  );
};

export default routes;
