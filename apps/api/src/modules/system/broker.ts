import { ZBrokerResponse, type TBrokerResponse } from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachePublicly } from '../../lib/cache-control.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('system', []);

/** GET /v1/broker: who sells here, under which IRDAI registration, and how it is paid (issue 46). */
const routes: FastifyPluginAsyncZod<{ broker: TBrokerResponse }> = async (app, opts) => {
  app.get(
    '/v1/broker',
    { schema: route("The broker's IRDAI registration, officers and remuneration", ZBrokerResponse) },
    async (_req, reply) => {
      cachePublicly(reply, 300);
      return opts.broker;
    },
  );
};

export default routes;
