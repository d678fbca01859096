import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox.ts';
import { createJourneyRepository } from '../health-journeys/repository.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { cardPage } from './card-page.ts';
import { checkCard } from './check-card.ts';

const RETURN_PATHS: Record<string, string> = { HEALTH: '/health-insurance', TERM: '/term-insurance', MOTOR: '/bike-insurance' };

/**
 * The sandbox gateway (DESIGN.md §4): a separate hosted card page at /sandbox-pay/{attempt}. On submit it
 * decides the result, calls our webhook (a signed server-to-server POST through the real route) and sends the
 * browser back to the vertical's return handler with a signed result.
 */
const sandboxGateway: FastifyPluginAsync<{ sandbox: SandboxPaymentProvider }> = async (app, { sandbox }) => {
  await app.register(formbody, { bodyLimit: 4096 });
  const payments = createPaymentRepository(app.db);
  const journeys = createJourneyRepository(app.db);
  const load = async (id: string) => {
    const attempt = /^[0-9a-f-]{36}$/.test(id) ? await payments.findAttempt(id) : undefined;
    const journey = attempt ? await journeys.findById(attempt.journeyId) : undefined;
    if (!attempt || !journey || attempt.provider !== 'sandbox') throw notFound('Payment');
    const planName = app.healthCatalogue.plansById.get(journey.planId)?.plan_name ?? 'your policy';
    return { attempt, journey, planName };
  };
  const html = (reply: FastifyReply, status: number, page: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  app.get<{ Params: { attemptId: string } }>('/sandbox-pay/:attemptId', { schema: { hide: true } }, async (req, reply) => {
    const { attempt, planName } = await load(req.params.attemptId);
    const done = attempt.status === 'PENDING' ? undefined : `This payment is already ${attempt.status === 'SUCCESS' ? 'complete' : 'closed'}. You can close this page.`;
    return html(reply, 200, cardPage({ attemptId: attempt.id, amountPaise: attempt.amountPaise, planName, ...(done ? { done } : {}) }));
  });

  app.post<{ Params: { attemptId: string }; Body: Record<string, string> }>('/sandbox-pay/:attemptId', { schema: { hide: true } }, async (req, reply) => {
    const { attempt, journey, planName } = await load(req.params.attemptId);
    if (attempt.status !== 'PENDING') return html(reply, 409, cardPage({ attemptId: attempt.id, amountPaise: attempt.amountPaise, planName, done: 'This payment is already closed.' }));
    const form = req.body ?? {};
    const verdict = form.action === 'cancel' ? ({ status: 'FAILED', reason: 'Payment cancelled' } as const) : checkCard(form);
    if ('error' in verdict) return html(reply, 400, cardPage({ attemptId: attempt.id, amountPaise: attempt.amountPaise, planName, error: verdict.error, values: form }));

    const event = JSON.stringify({ payment_attempt_id: attempt.id, status: verdict.status, amount_paise: attempt.amountPaise, failure_reason: verdict.status === 'FAILED' ? verdict.reason : null });
    await app.inject({ method: 'POST', url: '/v1/payments/sandbox/webhook', payload: event, headers: { 'content-type': 'application/json', 'x-sandbox-signature': sandbox.signWebhook(event) } });
    const query = new URLSearchParams({ payment_attempt_id: attempt.id, status: verdict.status, signature: sandbox.signReturn(attempt.id, verdict.status) });
    return reply.redirect(`${RETURN_PATHS[journey.vertical] ?? '/health-insurance'}/sandbox/redirect?${query}`, 303);
  });
};

export default sandboxGateway;
