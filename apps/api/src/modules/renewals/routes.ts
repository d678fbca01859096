import { indiaDate, ZPolicyParams, ZRenewalQuoteResponse, ZRenewPolicyResponse } from '@kavach/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { repeatWhileUp } from '../../lib/repeat-while-up.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import type { PolicyConnector } from '../../providers/insurers/policy-connector.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { createClaimRepository } from '../claims/repository.ts';
import { loadOwnedPolicy } from '../payments/load-owned-policy.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { askRenewalTerms, quoteRenewal } from './quote-renewal.ts';
import { renewPolicy } from './renew-policy.ts';
import { requireSession } from '../../plugins/app/session.ts';
import { remindRenewals } from './remind-renewals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    renewals: { remind(): Promise<number> };
  }
}

/** How often every process looks for reminders due (by the app's clock): hourly is soon enough for a day's. */
const REMINDER_INTERVAL_MS = 60 * 60_000;

const route = routeSchemas('account', [401, 404, 409, 503]);

/**
 * Renewals (issue 47, docs/product/renewals.md): the reminders before and after a policy's end, and the insurer's
 * renewal terms for the caller's own policy (anyone else is told it does not exist, as for cancellation).
 */
export default fp(async function renewals(
  app: FastifyInstance,
  opts: { connectors: ReadonlyMap<string, PolicyConnector> },
) {
  const deps = { db: app.db, notices: app.notices, verticals: app.verticals };
  app.decorate('renewals', { remind: () => remindRenewals(deps, indiaDate(app.clock.now())) });
  repeatWhileUp(app, 'renewal reminders', REMINDER_INTERVAL_MS, () => app.renewals.remind());

  const ownedDeps = { payments: createPaymentRepository(app.db), journeys: createJourneyRepository(app.db) };
  const claims = createClaimRepository(app.db);
  const quoteDeps = {
    verticals: app.verticals,
    insurers: app.insurerDesk,
    connectors: opts.connectors,
    claimsOf: (policyId: string) => claims.forPolicy(policyId),
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/policies/:policy_number/renewal-quote',
    {
      schema: route('The insurer’s renewal terms for one’s own policy, and what carries over', ZRenewalQuoteResponse, {
        params: ZPolicyParams,
      }),
    },
    async (req) => {
      const { policy, journey } = await loadOwnedPolicy(req, ownedDeps, req.params.policy_number);
      return quoteRenewal(quoteDeps, policy, journey);
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/policies/:policy_number/renew',
    {
      schema: route(
        'Renew one’s own policy on the insurer’s terms: a journey confirmed on them, to pay',
        ZRenewPolicyResponse,
        {
          params: ZPolicyParams,
        },
      ),
    },
    async (req) => {
      const owned = await loadOwnedPolicy(req, ownedDeps, req.params.policy_number);
      const { terms, claimInYear } = await askRenewalTerms(quoteDeps, owned.policy, owned.journey);
      return renewPolicy(app, owned, terms, claimInYear, await requireSession(req));
    },
  );
});
