import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTrackSessionRequest, ZTrackSessionResponse } from '@kavach/domain/api/utility/track-session';
import { ZApiError } from '@kavach/domain/api/error';
import { sessionTokenFrom } from './session-token.ts';
import { trackSession } from './track-session.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/utility/track-session',
    {
      config: { rateLimit: app.sessionLimit },
      schema: {
        tags: ['session'],
        summary: 'Create (or confirm) the anonymous browser session',
        body: ZTrackSessionRequest,
        response: { 200: ZTrackSessionResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (req) =>
      trackSession(app.repos.sessions, req.body, {
        headerToken: sessionTokenFrom(req.headers),
        userAgent: req.headers['user-agent'],
      }),
  );
};

export default routes;
