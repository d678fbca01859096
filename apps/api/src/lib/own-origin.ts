import type { FastifyInstance } from 'fastify';

/** This server's own address once it listens, as a client on this machine reaches it; null before. */
export function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address !== 'object') return null;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
