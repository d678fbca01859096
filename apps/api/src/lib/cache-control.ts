import type { FastifyReply } from 'fastify';

/**
 * An answer that is the same for every caller and fixed for the life of the process (the catalogue, the
 * installation's settings, the pincode directory, logos): browsers and proxies may keep it for `seconds`.
 */
export function cachePublicly(reply: FastifyReply, seconds: number): FastifyReply {
  return reply.header('cache-control', `public, max-age=${seconds}`);
}
