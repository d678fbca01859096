import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { createSessionRepository } from '../../modules/sessions/repository.ts';

function createRepositories(db: Database, singleProcess: boolean, log: FastifyInstance['log']) {
  return {
    sessions: createSessionRepository(db, { cache: singleProcess ? 'local' : 'broadcast', log }),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repositories;
  }
}

/**
 * `singleProcess`: the database is PGlite, written by this process alone, so session lookups are cached with no
 * one else to hear from; otherwise (PostgreSQL) the cache follows the other processes' notices.
 */
export default fp(async function repositories(app: FastifyInstance, opts: { db: Database; singleProcess: boolean }) {
  app.decorate('db', opts.db);
  const repos = createRepositories(opts.db, opts.singleProcess, app.log);
  app.decorate('repos', repos);
  app.addHook('onClose', () => repos.sessions.close());
});
