import { addDays, daysUntil, indiaDate, periodEnd, ZPolicyParams } from '@kavach/domain';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policies, policyCovers, sandboxInsurerProposals } from '../../db/schema.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { loadOwnedPolicy } from '../payments/load-owned-policy.ts';
import { createPaymentRepository } from '../payments/repository.ts';

/** Days from today to the policy's last day: 45 is the first reminder's, -120 well past motor's 90-day window. */
const ZNearEndRequest = z.object({ days_left: z.number().int().min(-400).max(45) }).strict();

/**
 * Demo only: the caller's own policy moved so that it ends `days_left` days from today (negative: ended that long ago),
 * in Kavach's record (the policy and what it insures) and the sandbox insurer's book alike, so a person trying the demo — and the browser tests — can
 * renew a policy near its end, or lapsed, without waiting a year. The renewal's rules read the day from the clock;
 * this moves the policy, never the clock (as cancellation's backdate does).
 */
const renewalDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  const owned = { payments: createPaymentRepository(app.db), journeys: createJourneyRepository(app.db) };
  app.post(
    '/v1/dev/policies/:policy_number/near-end',
    {
      schema: {
        tags: ['account'],
        summary: 'Demo: one’s own policy as if it ended some days from today',
        hide: true,
        params: ZPolicyParams,
        body: ZNearEndRequest,
      },
    },
    async (req) => {
      const { policy } = await loadOwnedPolicy(req, owned, req.params.policy_number);
      const endDate = addDays(indiaDate(app.clock.now()), req.body.days_left);
      // A year of cover ending on that day (periodEnd's inverse: the day after the same date a year before).
      const startDate = addDays(periodEnd(addDays(endDate, 1), -1), 1);
      await app.db.transaction(async (tx) => {
        await tx.update(policies).set({ startDate, endDate }).where(eq(policies.id, policy.id));
        await tx
          .update(sandboxInsurerProposals)
          .set({ startDate, endDate })
          .where(eq(sandboxInsurerProposals.policyNumber, policy.policyNumber));
        // What it insures moves with it (a vehicle's own damage and third party): a renewal from the day after the
        // new end must not meet the old dates there.
        const shift = daysUntil(endDate, policy.endDate);
        const moved = (day: AnyPgColumn) => sql`to_char(${day}::date + ${shift}::int, 'YYYY-MM-DD')`;
        await tx
          .update(policyCovers)
          .set({ startDate: moved(policyCovers.startDate), endDate: moved(policyCovers.endDate) })
          .where(eq(policyCovers.policyId, policy.id));
      });
      return { start_date: startDate, end_date: endDate };
    },
  );
};

export default renewalDemoRoutes;
