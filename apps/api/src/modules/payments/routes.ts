import {
  ZApiError,
  ZAttemptStatusParams,
  ZConfirmationRequest,
  ZConfirmationResponse,
  ZInitiatePaymentRequest,
  ZInitiatePaymentResponse,
  ZJourneyParams,
  ZPaymentReturnRequest,
  ZPaymentStatusParams,
  ZPaymentStatusResponse,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { loadOwnedJourney } from '../health-journeys/load-owned-journey.ts';
import { createJourneyRepository } from '../health-journeys/repository.ts';
import { loadProposalJourney } from '../health-proposal/load-proposal-journey.ts';
import { createUploadRepository } from '../kyc/repository.ts';
import { confirmJourney } from './confirm-journey.ts';
import { initiatePayment } from './initiate-payment.ts';
import { paymentStatus } from './payment-status.ts';
import { renderPolicyPdf } from './policy-pdf.ts';
import { createPaymentRepository } from './repository.ts';
import { settlePayment } from './settle-payment.ts';

export type PaymentRouteOptions = { active: PaymentProvider; byId: Map<string, PaymentProvider>; sampleCatalogue: boolean };
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 503: ZApiError };

const routes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, opts) => {
  const journeys = createJourneyRepository(app.db);
  const payments = createPaymentRepository(app.db);
  const uploads = createUploadRepository(app.db);
  const settleDeps = { payments, journeys };
  const providerFor = (id: string) => {
    const provider = opts.byId.get(id);
    if (!provider) throw notFound('Payment provider');
    return provider;
  };

  app.post(
    '/v1/health/journey/confirmation',
    { schema: { tags: ['payments'], summary: 'Confirm the reviewed proposal', body: ZConfirmationRequest, response: { 200: ZConfirmationResponse, ...errors } } },
    async (req) => confirmJourney({ catalogue: app.healthCatalogue, journeys, uploads, ckyc: app.ckyc }, await loadProposalJourney(req, journeys, req.body.journey_id)),
  );

  app.post(
    '/v1/health/payments/initiate',
    { schema: { tags: ['payments'], summary: 'Open a payment for the journey’s premium', body: ZInitiatePaymentRequest, response: { 200: ZInitiatePaymentResponse, ...errors } } },
    async (req) => initiatePayment({ payments, provider: opts.active }, await loadProposalJourney(req, journeys, req.body.journey_id)),
  );

  app.get(
    '/v1/health/payments/status/:journeyId/:paymentAttemptId',
    { schema: { tags: ['payments'], summary: 'Status of a payment attempt', params: ZPaymentStatusParams, response: { 200: ZPaymentStatusResponse, ...errors } } },
    async (req) => {
      const journey = await loadOwnedJourney(req, journeys, req.params.journeyId);
      const attempt = await payments.findAttempt(req.params.paymentAttemptId);
      if (!attempt || attempt.journeyId !== journey.id) throw notFound('Payment');
      return paymentStatus(settleDeps, attempt);
    },
  );

  app.get(
    '/v1/:vertical/payments/:paymentAttemptId/status',
    { schema: { tags: ['payments'], summary: 'Status of a payment attempt, by attempt', params: ZAttemptStatusParams, response: { 200: ZPaymentStatusResponse, ...errors } } },
    async (req) => {
      const attempt = await payments.findAttempt(req.params.paymentAttemptId);
      const vertical = { health: 'HEALTH', term: 'TERM', motor: 'MOTOR' }[req.params.vertical];
      if (!attempt) throw notFound('Payment');
      await loadOwnedJourney(req, journeys, attempt.journeyId, vertical).catch(() => {
        throw notFound('Payment');
      });
      return paymentStatus(settleDeps, attempt);
    },
  );

  // The browser's return from the gateway: trusted only through the gateway's signature.
  app.post(
    '/v1/payments/:provider/return',
    { schema: { tags: ['payments'], summary: 'Pass on the signed result from the gateway return URL', params: z.object({ provider: z.string().max(20) }), body: ZPaymentReturnRequest, response: { 200: z.object({ payment_attempt_id: z.string() }), ...errors } } },
    async (req) => {
      const result = providerFor(req.params.provider).verifyReturn(req.body);
      const id = result ? await settlePayment(settleDeps, req.params.provider, result) : null;
      if (!id) throw new AppError('BAD_REQUEST', 'Invalid payment signature');
      return { payment_attempt_id: id };
    },
  );

  app.get(
    '/v1/health/policy/download/:journey_id',
    { schema: { tags: ['policy'], summary: 'The policy schedule PDF', params: ZJourneyParams } },
    async (req, reply) => {
      const journey = await loadOwnedJourney(req, journeys, req.params.journey_id);
      const policy = await payments.policyFor(journey.id);
      if (!policy) throw notFound('Policy');
      const pdf = await renderPolicyPdf(app.healthCatalogue, journey, policy, { sampleCatalogue: opts.sampleCatalogue });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="health-policy-${policy.policyNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default routes;
