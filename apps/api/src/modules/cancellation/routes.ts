import {
  CANCELLATION_REASONS,
  ZCancellationQuoteResponse,
  ZCancelPolicyRequest,
  ZCancelPolicyResponse,
  ZPolicyParams,
  indiaDate,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { loadOwnedPolicy } from '../payments/load-owned-policy.ts';
import { cancelDepsOf, cancelPolicy } from './cancel-policy.ts';
import { cancellationOf, quoteWords } from './cancellation-quote.ts';
import { sweepUnconfirmedCancellations } from './refund-confirmed.ts';
import { repeatWhileUp } from '../../lib/repeat-while-up.ts';

const route = routeSchemas('account', [400, 401, 404, 409]);

/** How often every process finishes cancellations left half-way (a crash between the insurer's answer and the refund). */
const SWEEP_INTERVAL_MS = 60_000;

/** A policy number that has changed its refund since the buyer read it: they read it again before confirming. */
export const REFUND_CHANGED = 'The refund has changed since it was shown to you. Please check the new amount.';

/**
 * Issue 47: the buyer cancels their own policy from the dashboard (docs/product/cancellation.md), reading the refund
 * before confirming it. Only the policy's owner — the session or user that owns its journey; anyone else is told it
 * does not exist (404), before the body is read (plugins/app/caller-first.ts).
 */
const cancellationRoutes: FastifyPluginAsyncZod<{ byId: ReadonlyMap<string, PaymentProvider> }> = async (app, opts) => {
  const deps = cancelDepsOf(app, opts.byId);
  // A cancellation whose insurer was never told, or whose refund a stopped process left undone, is finished here.
  repeatWhileUp(app, 'cancellation sweep', SWEEP_INTERVAL_MS, () =>
    sweepUnconfirmedCancellations({ ...deps, jobs: app.jobs }, app.clock.now()),
  );

  app.get(
    '/v1/policies/:policy_number/cancellation-quote',
    {
      schema: route('What cancelling one’s own policy today gives back, line by line', ZCancellationQuoteResponse, {
        params: ZPolicyParams,
      }),
    },
    async (req) => {
      const { policy, journey } = await loadOwnedPolicy(req, deps, req.params.policy_number);
      return quoteWords(await cancellationOf(deps, policy, journey, app.clock.now()));
    },
  );

  app.post(
    '/v1/policies/:policy_number/cancel',
    {
      schema: route('Cancel one’s own policy for the refund shown', ZCancelPolicyResponse, {
        params: ZPolicyParams,
        body: ZCancelPolicyRequest,
      }),
    },
    async (req) => {
      const now = app.clock.now();
      const { policy, journey } = await loadOwnedPolicy(req, deps, req.params.policy_number);
      const c = await cancellationOf(deps, policy, journey, now);
      // What the buyer agreed to, or nothing: a day on cover more, the free look closed, a claim's costs came in.
      if (c.refund.refundPaise !== req.body.confirm_refund_paise) throw new AppError('CONFLICT', REFUND_CHANGED);
      const { status } = await cancelPolicy(deps, c, {
        now,
        refundReason: `${c.refund.refundReason}: ${CANCELLATION_REASONS[req.body.reason]}`,
      });
      return {
        policy_number: policy.policyNumber,
        cancelled_on: indiaDate(now),
        refund: c.refund.refundPaise / 100,
        refund_status: status,
      };
    },
  );
};

export default cancellationRoutes;
