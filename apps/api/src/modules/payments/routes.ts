import {
  JOURNEY_VERTICALS,
  VERTICAL_REGISTRY,
  verticalNamed,
  type JourneyVertical,
  ZAttemptStatusParams,
  ZConfirmationRequest,
  ZConfirmationResponse,
  ZInitiatePaymentRequest,
  ZInitiatePaymentResponse,
  ZHeldRefundResponse,
  ZJourneyParams,
  ZPaymentReturnRequest,
  ZPaymentStatusParams,
  ZPaymentStatusResponse,
} from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { ANY_VERTICAL, assertOwnedJourney, loadOwnedJourney } from '../journeys/load-owned-journey.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { requireSignedIn } from '../account/require-signed-in.ts';
import { loadProposalJourney } from '../journeys/load-proposal-journey.ts';
import { verticalOf } from '../journeys/vertical.ts';
import { confirmJourney, refuseSecondCover } from './confirm-journey.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { continuationRefusal } from '../renewals/continuation.ts';
import { RENEWAL_TERMS_CHANGED } from '../renewals/renew-policy.ts';
import { createInsurerCaseRepository } from '../insurers/repository.ts';
import { sameAsStored } from '../../db/rows.ts';
import { asPaid } from './journey-snapshot.ts';
import { initiatePayment } from './initiate-payment.ts';
import { paymentStatus } from './payment-status.ts';
import { sendPolicySchedule } from './policy-schedule-file.ts';
import { RECONCILE_INTERVAL_MS, reconcilePayments } from './reconcile-payments.ts';
import { giveUpReupload, refundLapsedReuploads } from './refund-held-reupload.ts';
import { createPaymentRepository } from './repository.ts';
import { settlePayment } from './settle-payment.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import { repeatWhileUp } from '../../lib/repeat-while-up.ts';

const route = routeSchemas('payments', [400, 401, 404, 409, 503]);

export type PaymentRouteOptions = {
  active: PaymentProvider;
  byId: Map<string, PaymentProvider>;
};

const routes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, opts) => {
  const journeys = createJourneyRepository(app.db);
  const payments = createPaymentRepository(app.db);
  // What a journey continuing a policy (its renewal, or its move) is checked against before it is confirmed or paid.
  const continuing = { journeys, payments, cases: createInsurerCaseRepository(app.db) };
  const settleDeps = {
    payments,
    journeys,
    providers: opts.byId,
    insurers: app.insurerDesk,
    notices: app.notices,
    verticals: app.verticals,
    log: app.log,
  };
  // The reconciliation sweep lives with the payment routes, so it runs wherever they are served and stops with them.
  // With it, money held past the days to upload KYC documents again goes back (issue 48).
  const heldDeps = { ...settleDeps, db: app.db };
  const sweep = async () =>
    (await reconcilePayments(settleDeps)) + (await refundLapsedReuploads(heldDeps, app.clock.now()));
  app.decorate('reconcilePayments', sweep);
  repeatWhileUp(app, 'payment reconciliation', RECONCILE_INTERVAL_MS, sweep);
  const providerFor = (id: string) => {
    const provider = opts.byId.get(id);
    if (!provider) throw notFound('Payment provider');
    return provider;
  };

  /** The caller's own journey (else 404, as loadOwnedJourney), read with its policy and the attempt named. */
  const loadOwnedPayment = async (
    req: FastifyRequest,
    journeyId: string,
    vertical: JourneyVertical,
    attemptId?: string,
  ) => {
    const session = await req.currentSession();
    const found = session ? await payments.findJourneyPayment(journeyId, attemptId) : undefined;
    const journey = found?.journey;
    assertOwnedJourney(session, journey, vertical);
    return { journey, policy: found?.policy, attempt: found?.attempt };
  };

  // One set of journey-scoped payment routes per vertical, under its own prefix (/v1/health/…, /v1/termlife/…):
  // a journey is found only under its own vertical's prefix, and only for its owner.
  for (const vertical of JOURNEY_VERTICALS) {
    const prefix = VERTICAL_REGISTRY[vertical].journeyApi;
    app.post(
      `/v1/${prefix}/journey/confirmation`,
      { schema: route('Confirm the reviewed proposal', ZConfirmationResponse, { body: ZConfirmationRequest }) },
      async (req) => {
        const journey = await loadProposalJourney(req, journeys, req.body.journey_id, vertical);
        const refusal = await continuationRefusal(continuing, journey);
        if (refusal) throw new AppError('CONFLICT', refusal);
        // A renewal is confirmed on the insurer's terms of the day (a Retry Payment, a later day), never repriced here.
        if (journey.renewalOfPolicyId) return app.renewals.confirmAgain(req, journey);
        return confirmJourney({ verticals: app.verticals, db: app.db, ckyc: app.ckyc }, journey, requestLanguage(req));
      },
    );

    app.post(
      `/v1/${prefix}/payments/initiate`,
      {
        schema: route('Open a payment for the journey’s premium', ZInitiatePaymentResponse, {
          body: ZInitiatePaymentRequest,
        }),
      },
      async (req) => {
        const journey = await loadProposalJourney(req, journeys, req.body.journey_id, vertical);
        const session = await req.currentSession();
        if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in with your mobile number to continue');
        // A renewal or a move of a policy cancelled since, or continued the other way meanwhile: nothing to pay for.
        const refusal = await continuationRefusal(continuing, journey);
        if (refusal) throw new AppError('CONFLICT', refusal);
        // A renewal on terms that moved since it was confirmed (a claim made in the year: its bonus) is confirmed again
        // on the day's, and the buyer shown them before paying.
        if (journey.renewalOfPolicyId) {
          await app.renewals.confirmAgain(req, journey);
          const now = await journeys.findById(journey.id);
          if (!sameAsStored(now?.confirmedSnapshot, journey.confirmedSnapshot))
            throw new AppError('CONFLICT', RENEWAL_TERMS_CHANGED);
        }
        // What the confirmation froze, while unpaid: not for a vehicle insured through Kavach since.
        if (journey.status === 'CONFIRMED') {
          const confirmed = asPaid(journey, journey.confirmedSnapshot);
          await refuseSecondCover(app.db, verticalOf(app.verticals, confirmed), confirmed, new Date());
        }
        return initiatePayment(
          { payments, provider: opts.active, insurerCases: app.insurerDesk.cases },
          journey,
          session.id,
        );
      },
    );

    app.get(
      `/v1/${prefix}/payments/status/:journeyId/:paymentAttemptId`,
      { schema: route('Status of a payment attempt', ZPaymentStatusResponse, { params: ZPaymentStatusParams }) },
      async (req) => {
        const { attempt, policy } = await loadOwnedPayment(
          req,
          req.params.journeyId,
          vertical,
          req.params.paymentAttemptId,
        );
        if (!attempt) throw notFound('Payment');
        return paymentStatus(settleDeps, { attempt, policy });
      },
    );

    app.get(
      `/v1/${prefix}/policy/download/:journey_id`,
      { schema: { tags: ['policy'], summary: 'The policy schedule PDF', params: ZJourneyParams } },
      async (req, reply) => {
        const { journey, policy } = await loadOwnedPayment(req, req.params.journey_id, vertical);
        if (!policy) throw notFound('Policy');
        return sendPolicySchedule(
          reply,
          { verticals: app.verticals, insurers: app.insurerDesk, db: app.db },
          journey,
          policy,
        );
      },
    );
  }

  app.get(
    '/v1/:vertical/payments/:paymentAttemptId/status',
    {
      schema: route('Status of a payment attempt, by attempt', ZPaymentStatusResponse, {
        params: ZAttemptStatusParams,
      }),
    },
    async (req) => {
      const found = await payments.findAttemptWithPolicy(req.params.paymentAttemptId);
      const vertical = verticalNamed('paymentsApi', req.params.vertical);
      if (!found || !vertical) throw notFound('Payment');
      await loadOwnedJourney(req, journeys, found.attempt.journeyId, vertical).catch(() => {
        throw notFound('Payment');
      });
      return paymentStatus(settleDeps, found);
    },
  );

  // Issue 48: the buyer whose paid purchase's documents were not accepted gives up uploading again.
  app.post(
    '/v1/account/journeys/:journey_id/held-refund',
    {
      config: { caller: 'signed-in' },
      schema: route(
        'Cancel a paid purchase whose KYC documents were not accepted, and refund its held premium in full',
        ZHeldRefundResponse,
        { params: ZJourneyParams },
      ),
    },
    async (req) => {
      await requireSignedIn(req);
      const journey = await loadOwnedJourney(req, journeys, req.params.journey_id, ANY_VERTICAL);
      return giveUpReupload(heldDeps, journey.id);
    },
  );

  // The browser's return from the gateway: trusted only through the gateway's signature.
  app.post(
    '/v1/payments/:provider/return',
    {
      schema: route(
        'Pass on the signed result from the gateway return URL',
        z.object({ payment_attempt_id: z.string() }),
        { params: z.object({ provider: z.string().max(20) }), body: ZPaymentReturnRequest },
      ),
    },
    async (req) => {
      const result = providerFor(req.params.provider).verifyReturn(req.body);
      const id = result ? await settlePayment(settleDeps, req.params.provider, result) : null;
      if (!id) throw new AppError('BAD_REQUEST', 'Invalid payment signature');
      return { payment_attempt_id: id };
    },
  );
};

export default fp(routes, { name: 'payment-routes' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the payment reconciliation sweep once (the server runs it every minute). */
    reconcilePayments(): Promise<number>;
  }
}
