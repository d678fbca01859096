import { ZOpsClaimsResponse, mostUrgentClock, type TOpsClaimsResponse } from '@kavach/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policies } from '../../db/schema.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import { claimView, clocksOf, clockView } from './claim-view.ts';

const route = routeSchemas('operations', [401, 403]);

/**
 * Issue 47: the claims-assistance queue (docs/product/claims.md#staff-queue): every open claim, the one whose IRDAI
 * clock is due soonest first, overdue ones marked — what staff chase with the insurer for the buyer. Any staff role;
 * the console's guard audits the read.
 */
const opsClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/ops/claims', { schema: route('Open claims, the soonest clock first', ZOpsClaimsResponse) }, async () => {
    const now = app.clock.now();
    const open = await app.claimsDesk.claims.open();
    const numbers = new Map(
      open.length === 0
        ? []
        : (
            await app.db
              .select({ id: policies.id, number: policies.policyNumber })
              .from(policies)
              .where(inArray(policies.id, [...new Set(open.map((c) => c.policyId))]))
          ).map((p) => [p.id, p.number]),
    );
    const files = await app.claimsDesk.files.forClaims(open.map((c) => c.id));
    const rows = open.map((c) => {
      const next = mostUrgentClock(clocksOf(c, now));
      return {
        ...claimView(c, numbers.get(c.policyId) ?? '', now, files.get(c.id) ?? []),
        insurer_id: c.insurerId,
        next_clock: next ? clockView(next, now) : null,
        overdue: next?.state === 'OVERDUE',
        due: next?.dueAt.getTime() ?? Number.POSITIVE_INFINITY,
      };
    });
    // Oldest clock first: the one due soonest (an overdue one before any still running); no clock last.
    rows.sort((a, b) => a.due - b.due);
    const result: TOpsClaimsResponse = { claims: rows.map(({ due: _due, ...r }) => r), count: rows.length };
    return result;
  });
};

export default opsClaimRoutes;
