import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionTokenFrom } from '../../modules/sessions/session-token.ts';

/**
 * Abuse limits for routes that cost work (issue 10): quote creation per session (or per IP without one).
 * Routes opt in with `config: { rateLimit: quoteLimit }`. Counters are per process: a cheap first line; the
 * OTP and upload limits, which protect money and storage, are kept in the database instead.
 */
export default fp(async function limits(app: FastifyInstance, opts: { quotesPerMinute: number }) {
  await app.register(rateLimit, {
    global: false,
    // The error handler turns the 429 into the shared error shape; the plugin has set Retry-After already.
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error(`Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`), { statusCode: 429 }),
  });
  app.decorate('quoteLimit', {
    max: opts.quotesPerMinute > 0 ? opts.quotesPerMinute : 1_000_000_000,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => sessionTokenFrom(req.headers) ?? req.ip,
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    quoteLimit: { max: number; timeWindow: number; keyGenerator: (req: FastifyRequest) => string };
  }
}
