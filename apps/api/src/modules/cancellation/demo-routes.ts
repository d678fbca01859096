import { ZPolicyParams } from '@kavach/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policies } from '../../db/schema.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { loadOwnedPolicy } from '../payments/load-owned-policy.ts';
import { createPaymentRepository } from '../payments/repository.ts';

const ZBackdateRequest = z.object({ days: z.number().int().min(1).max(366) }).strict();

/**
 * Demo only: the caller's own policy as if bought `days` ago (issued, and its period, moved back), so a person trying
 * the demo — and the browser test — can see a cancellation after the free-look period without waiting a month. The
 * cancellation's rules read the day from the clock; this moves the policy, never the clock.
 */
const cancellationDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentRepository(app.db);
  const journeys = createJourneyRepository(app.db);
  app.post(
    '/v1/dev/policies/:policy_number/backdate',
    {
      schema: {
        tags: ['account'],
        summary: 'Demo: one’s own policy as if bought some days ago',
        hide: true,
        params: ZPolicyParams,
        body: ZBackdateRequest,
      },
    },
    async (req) => {
      const { policy } = await loadOwnedPolicy(req, { payments, journeys }, req.params.policy_number);
      const { days } = req.body;
      const back = (column: typeof policies.startDate | typeof policies.endDate) =>
        sql<string>`to_char(${column}::date - ${days}::int, 'YYYY-MM-DD')`;
      const [moved] = await app.db
        .update(policies)
        .set({
          issuedAt: sql`${policies.issuedAt} - make_interval(days => ${days}::int)`,
          startDate: back(policies.startDate),
          endDate: back(policies.endDate),
        })
        .where(eq(policies.id, policy.id))
        .returning({ startDate: policies.startDate, endDate: policies.endDate });
      return { start_date: moved?.startDate, end_date: moved?.endDate };
    },
  );
};

export default cancellationDemoRoutes;
