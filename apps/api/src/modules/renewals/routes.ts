import {
  indiaDate,
  ZPolicyParams,
  ZRenewalQuoteResponse,
  ZRenewPolicyResponse,
  type TConfirmationResponse,
} from '@kavach/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Journey } from '../journeys/journey.ts';
import type { PolicyRow } from '../payments/repository.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    renewals: {
      remind(): Promise<number>;
      /** A renewal journey of the caller's, confirmed again on the insurer's terms of the day (renew-policy.ts). */
      confirmAgain(req: FastifyRequest, journey: Journey): Promise<TConfirmationResponse>;
    };
  }
}

/** A renewal journey no longer the policy's open one (renewed since, from another tab): it is not paid. */
const RENEWAL_REPLACED = 'This renewal was replaced by a newer one: renew again from your dashboard.';

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
  const ownedDeps = { payments: createPaymentRepository(app.db), journeys: createJourneyRepository(app.db) };
  const claims = createClaimRepository(app.db);
  const quoteDeps = {
    verticals: app.verticals,
    insurers: app.insurerDesk,
    connectors: opts.connectors,
    claimsOf: (policyId: string) => claims.forPolicy(policyId),
  };
  // The caller's policy renewed on the insurer's terms of the day: a new renewal journey, or its open one again.
  const renewOwned = async (req: FastifyRequest, owned: { policy: PolicyRow; journey: Journey }) => {
    const today = indiaDate(app.clock.now());
    const { terms, claimInYear } = await askRenewalTerms(quoteDeps, owned.policy, owned.journey, today);
    return renewPolicy(app, owned, terms, claimInYear, await requireSession(req));
  };
  app.decorate('renewals', {
    remind: () => remindRenewals(deps, indiaDate(app.clock.now())),
    async confirmAgain(req: FastifyRequest, renewal: Journey): Promise<TConfirmationResponse> {
      const policy = renewal.renewalOfPolicyId
        ? await ownedDeps.payments.policyById(renewal.renewalOfPolicyId)
        : undefined;
      const journey = policy && (await ownedDeps.journeys.findById(policy.journeyId));
      if (!policy || !journey) throw notFound('Policy');
      const renewed = await renewOwned(req, { policy, journey });
      if (renewed.journey_id !== renewal.id) throw new AppError('CONFLICT', RENEWAL_REPLACED);
      return { journey_id: renewed.journey_id, status: 'CONFIRMED', total_premium: renewed.total_premium };
    },
  });
  repeatWhileUp(app, 'renewal reminders', REMINDER_INTERVAL_MS, () => app.renewals.remind());
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/policies/:policy_number/renewal-quote',
    {
      schema: route('The insurer’s renewal terms for one’s own policy, and what carries over', ZRenewalQuoteResponse, {
        params: ZPolicyParams,
      }),
    },
    async (req) => {
      const { policy, journey } = await loadOwnedPolicy(req, ownedDeps, req.params.policy_number);
      return quoteRenewal(quoteDeps, policy, journey, indiaDate(app.clock.now()));
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
    async (req) => renewOwned(req, await loadOwnedPolicy(req, ownedDeps, req.params.policy_number)),
  );
});
