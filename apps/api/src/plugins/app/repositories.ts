import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { createSessionRepository } from '../../modules/sessions/repository.ts';

function createRepositories(db: Database, cacheSessions: boolean) {
  return {
    sessions: createSessionRepository(db, { cache: cacheSessions }),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repositories;
  }
}

/** `singleProcess`: the database is PGlite, written by this process alone, so session lookups may be cached. */
export default fp(async function repositories(app: FastifyInstance, opts: { db: Database; singleProcess: boolean }) {
  app.decorate('db', opts.db);
  app.decorate('repos', createRepositories(opts.db, opts.singleProcess));
});
