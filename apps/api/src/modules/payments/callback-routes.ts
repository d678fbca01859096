import formbody from '@fastify/formbody';
import { VERTICAL_REGISTRY } from '@kavach/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { createPaymentRepository } from './repository.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * POST /v1/payments/razorpay/callback: the Razorpay-style checkout posts its signed result here (a form). A
 * verified success is settled at once; either way the browser goes on to the vertical's processing page,
 * which polls the status (a failure arrives by the signed webhook).
 */
const callbackRoutes: FastifyPluginAsync<{
  provider: PaymentProvider;
  byId: ReadonlyMap<string, PaymentProvider>;
}> = async (app, { provider, byId }) => {
  await app.register(formbody, { bodyLimit: 8192 });
  const payments = createPaymentRepository(app.db);
  const settleDeps = {
    payments,
    journeys: createJourneyRepository(app.db),
    providers: byId,
    insurers: app.insurerDesk,
    notices: app.notices,
    verticals: app.verticals,
    log: app.log,
  };
  app.post<{ Body: Record<string, string> }>(
    '/v1/payments/razorpay/callback',
    { schema: { hide: true } },
    async (req, reply) => {
      const form = req.body ?? {};
      const result = provider.verifyReturn(form);
      const attemptId = result ? await settlePayment(settleDeps, provider.id, result) : null;
      const orderId = form.razorpay_order_id ?? form['error[metadata][order_id]'];
      const attempt = attemptId
        ? await payments.findAttempt(attemptId)
        : orderId
          ? await payments.findAttemptByOrder(provider.id, orderId)
          : undefined;
      if (!attempt) return reply.redirect('/payment-failed', 303);
      const journey = await settleDeps.journeys.findById(attempt.journeyId);
      if (!journey) return reply.redirect('/payment-failed', 303);
      const { page } = VERTICAL_REGISTRY[journey.vertical];
      return reply.redirect(`/${page}/razorpay/redirect?payment_attempt_id=${attempt.id}`, 303);
    },
  );
};

export default callbackRoutes;
