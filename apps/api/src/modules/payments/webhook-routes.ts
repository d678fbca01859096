import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { createPaymentRepository } from './repository.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * POST /v1/payments/{provider}/webhook, server to server. The signature is an HMAC over the raw body, so the
 * body is kept as received (no JSON re-serialisation) and verified before anything is parsed or trusted. A
 * repeat of the same event changes nothing.
 */
const webhookRoutes: FastifyPluginAsync<{ byId: Map<string, PaymentProvider> }> = async (app, opts) => {
  const settleDeps = {
    payments: createPaymentRepository(app.db),
    journeys: createJourneyRepository(app.db),
    providers: opts.byId,
    insurers: app.insurerDesk,
    notices: app.notices,
    verticals: app.verticals,
    log: app.log,
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { provider: string }; Body: string }>(
    '/v1/payments/:provider/webhook',
    { schema: { tags: ['payments'], summary: 'Gateway webhook (signed raw body)' } },
    async (req) => {
      const provider = opts.byId.get(req.params.provider);
      if (!provider) throw notFound('Payment provider');
      const event = typeof req.body === 'string' ? provider.verifyWebhook(req.body, req.headers) : null;
      if (!event) throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
      if (event.kind === 'ignored') return { received: true };
      if (event.kind === 'refund_failed') {
        // The refund is owed again: the minute's sweep asks the gateway anew, and the buyer's dashboard says it is due.
        // A repeat finds it owed already (or asked for anew) and changes nothing.
        const reopened = await settleDeps.payments.reopenRefund(provider.id, event.refundId);
        if (reopened)
          await settleDeps.payments.recordWebhook(reopened, { status: 'REFUND_FAILED', provider_payment_id: null });
        return { received: true };
      }
      const result = event.payment;
      const id = await settlePayment(settleDeps, provider.id, result);
      if (!id) throw notFound('Payment');
      // On the attempt's history for staff (issue 19): what the gateway said, after it was verified and applied.
      await settleDeps.payments.recordWebhook(id, {
        status: result.status,
        provider_payment_id: result.status === 'FAILED' ? null : (result.providerPaymentId ?? null),
      });
      return { received: true };
    },
  );
};

export default webhookRoutes;
