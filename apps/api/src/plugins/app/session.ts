import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import type { SessionRow } from '../../modules/sessions/repository.ts';
import { hashSessionToken, sessionTokenFrom } from '../../modules/sessions/session-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session from X-Session-ID / X-Auth-Token, looked up once per request; undefined if none. */
    currentSession(): Promise<SessionRow | undefined>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionRow | undefined>>();

export default fp(async function session(app: FastifyInstance) {
  app.decorateRequest('currentSession', function currentSession(this: FastifyRequest) {
    let found = cache.get(this);
    if (!found) {
      const token = sessionTokenFrom(this.headers);
      found = token ? app.repos.sessions.findByTokenHash(hashSessionToken(token)) : Promise.resolve(undefined);
      cache.set(this, found);
    }
    return found;
  });
});

/**
 * Quote and journey calls need a session the server issued: 401 SESSION_REQUIRED tells the client to track a
 * new one and try again (docs/product/review-payment-term-bike.md §7). A made-up or forgotten id is the same as none.
 */
export async function requireSession(req: FastifyRequest): Promise<SessionRow> {
  const session = await req.currentSession();
  if (!session) throw new AppError('SESSION_REQUIRED', 'A valid session is required (X-Session-ID)');
  return session;
}
