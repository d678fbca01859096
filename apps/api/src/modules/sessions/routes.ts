import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTrackSessionRequest, ZTrackSessionResponse } from '@kavach/domain/api/utility/track-session';
import { sessionTokenFrom } from './session-token.ts';
import { trackSession } from './track-session.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('session', [400, 429]);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/utility/track-session',
    {
      config: { rateLimit: app.sessionLimit },
      schema: route('Create (or confirm) the anonymous browser session', ZTrackSessionResponse, {
        body: ZTrackSessionRequest,
      }),
    },
    async (req) =>
      trackSession(app.repos.sessions, req.body, {
        headerToken: sessionTokenFrom(req.headers),
        userAgent: req.headers['user-agent'],
      }),
  );
};

export default routes;
