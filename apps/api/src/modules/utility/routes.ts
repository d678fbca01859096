import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPincodeLookupParams, ZPincodeLookupResponse } from '@kavach/domain/api/utility/pincode-lookup';
import { notFound } from '../../lib/app-error.ts';
import { lookupPincode } from './pincode-directory.ts';
import { cachePublicly } from '../../lib/cache-control.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('utility', [400, 404]);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/utility/lookup/pincodes/:pincode',
    {
      schema: route('District and state of an Indian PIN code', ZPincodeLookupResponse, {
        params: ZPincodeLookupParams,
      }),
    },
    async (req, reply) => {
      const place = await lookupPincode(req.params.pincode);
      if (!place) throw notFound('Pincode');
      // The directory is static for the life of the process: let browsers and proxies keep answers.
      cachePublicly(reply, 86_400);
      return { pincode: req.params.pincode, ...place };
    },
  );
};

export default routes;
