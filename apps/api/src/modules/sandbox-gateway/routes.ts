import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { VERTICAL_REGISTRY } from '@kavach/domain';
import { z } from 'zod';
import { journeys, paymentAttempts, sessions } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { signatureMatches } from '../../providers/payments/payment-provider.ts';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox.ts';
import { journeyOf } from '../journeys/journey.ts';
import { cardPage, EXPIRY_SCRIPT_CSP_SOURCE } from './card-page.ts';
import { checkCard } from './check-card.ts';

const ZCardForm = z.record(z.string().max(40), z.string().max(200));

/**
 * The sandbox gateway (docs/decisions.md §4): a separate hosted card page at /sandbox-pay/{attempt}?t={token}. The
 * token binds the page to the session that opened the attempt (only its initiate response carries it): without it the
 * page is a 404, so an attempt id alone neither pays nor cancels. On submit it decides the result, calls our
 * webhook (a signed, timestamped server-to-server POST through the real route) and sends the browser back to the
 * vertical's return handler with a signed, timestamped result.
 */
const sandboxGateway: FastifyPluginAsync<{ sandbox: SandboxPaymentProvider }> = async (app, { sandbox }) => {
  await app.register(formbody, { bodyLimit: 4096 });
  /** The attempt, its journey, and whether the session that opened it still exists: one read a card page. */
  const findPayable = async (id: string) => {
    const [row] = await app.db
      .select({ attempt: paymentAttempts, journey: journeys, sessionId: sessions.id })
      .from(paymentAttempts)
      .innerJoin(journeys, eq(journeys.id, paymentAttempts.journeyId))
      .leftJoin(sessions, eq(sessions.id, paymentAttempts.sessionId))
      .where(eq(paymentAttempts.id, id))
      .limit(1);
    return row;
  };
  const load = async (id: string, token: string | undefined) => {
    // A well-formed UUID only: the database would refuse anything else with an error, not a 404.
    const found = z.uuid().safeParse(id).success ? await findPayable(id) : undefined;
    const attempt = found?.attempt;
    // The token must be for the session that opened the attempt, and that session must still exist (not signed out).
    const bound = attempt?.sessionId
      ? signatureMatches(sandbox.pageToken(attempt.id, attempt.sessionId), token) && found?.sessionId != null
      : false;
    const journey = attempt && bound && found ? journeyOf(found.journey) : undefined;
    if (!attempt || !journey || attempt.provider !== 'sandbox' || !token) throw notFound('Payment');
    const planName = app.healthCatalogue.plansById.get(journey.planId)?.plan_name ?? 'your policy';
    return {
      attempt,
      journey,
      planName,
      page: { attemptId: attempt.id, token, amountPaise: attempt.amountPaise, planName },
    };
  };
  // The app's CSP, with the card page's one inline script (the expiry's "/") allowed by its hash.
  const html = (reply: FastifyReply, status: number, page: string) => {
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    if (csp)
      reply.header(
        'content-security-policy',
        csp.replace(/script-src ([^;]*)/, `script-src $1 ${EXPIRY_SCRIPT_CSP_SOURCE}`),
      );
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  };

  app.get<{ Params: { attemptId: string }; Querystring: { t?: string } }>(
    '/sandbox-pay/:attemptId',
    { schema: { hide: true } },
    async (req, reply) => {
      const { attempt, page } = await load(req.params.attemptId, req.query.t);
      const done =
        attempt.status === 'PENDING'
          ? undefined
          : `This payment is already ${attempt.status === 'SUCCESS' ? 'complete' : 'closed'}. You can close this page.`;
      return html(reply, 200, cardPage({ ...page, ...(done ? { done } : {}) }));
    },
  );

  app.post<{ Params: { attemptId: string }; Querystring: { t?: string }; Body: Record<string, string> }>(
    '/sandbox-pay/:attemptId',
    { schema: { hide: true } },
    async (req, reply) => {
      // A form posts strings; anything else (a repeated field, a JSON body) is refused before it is read.
      const parsed = ZCardForm.safeParse(req.body ?? {});
      const form = parsed.success ? parsed.data : {};
      const { attempt, journey, page } = await load(req.params.attemptId, form.t ?? req.query.t);
      if (!parsed.success)
        return html(reply, 400, cardPage({ ...page, error: 'Please check the card details and try again.' }));
      if (attempt.status !== 'PENDING')
        return html(reply, 409, cardPage({ ...page, done: 'This payment is already closed.' }));
      const verdict =
        form.action === 'cancel' ? ({ status: 'FAILED', reason: 'Payment cancelled' } as const) : checkCard(form);
      if ('error' in verdict) return html(reply, 400, cardPage({ ...page, error: verdict.error, values: form }));

      const now = Math.floor(Date.now() / 1000);
      const event = JSON.stringify({
        payment_attempt_id: attempt.id,
        payment_id: `sbx_pay_${attempt.id.replaceAll('-', '').slice(0, 16)}`,
        status: verdict.status,
        amount_paise: attempt.amountPaise,
        failure_reason: verdict.status === 'FAILED' ? verdict.reason : null,
        created_at: now,
      });
      await app.inject({
        method: 'POST',
        url: '/v1/payments/sandbox/webhook',
        payload: event,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': sandbox.signWebhook(event) },
      });
      const query = new URLSearchParams({
        payment_attempt_id: attempt.id,
        status: verdict.status,
        signed_at: String(now),
        signature: sandbox.signReturn(attempt.id, verdict.status, now),
      });
      return reply.redirect(`/${VERTICAL_REGISTRY[journey.vertical].page}/sandbox/redirect?${query}`, 303);
    },
  );
};

export default sandboxGateway;
