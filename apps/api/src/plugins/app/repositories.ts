import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { createSessionRepository } from '../../modules/sessions/repository.ts';

function createRepositories(db: Database) {
  return {
    sessions: createSessionRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repositories;
  }
}

export default fp(async function repositories(app: FastifyInstance, opts: { db: Database }) {
  app.decorate('db', opts.db);
  app.decorate('repos', createRepositories(opts.db));
});
