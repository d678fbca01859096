import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Alive means this process answers HTTP, nothing more: a supervisor restarts a process that stops answering it,
  // while a database outage (healthz 503) is no reason to. It is also the bench's bare route.
  app.get('/livez', { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  // Ready means migrated and the database answering (docs/decisions.md §1); a load balancer polls this.
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};

export default routes;
