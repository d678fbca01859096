import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// OpenAPI comes from the same zod schemas that validate requests (packages/domain), served at /v1/docs.
export default fp(async function openapi(app: FastifyInstance, opts: { ui: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kavach API', description: 'Insurance marketplace API for India', version: '1.0.0' },
      components: {
        securitySchemes: {
          sessionId: { type: 'apiKey', in: 'header', name: 'X-Session-ID' },
          authToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // /v1/docs (UI and JSON) only in a demo: production serves no API explorer (docs/decisions.md §7).
  if (opts.ui) await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
});
