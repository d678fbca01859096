import type { TIntermediary } from '@kavach/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { PolicyConnector } from '../../providers/insurers/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { portedFromOf } from '../renewals/port-policy.ts';
import { issuePolicy, refundHeld } from '../payments/issue-policy.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import type { SettleDeps } from '../payments/settle-payment.ts';
import { ownOrigin } from '../../lib/own-origin.ts';
import { createInsurerDesk, type InsurerDesk } from './insurer-desk.ts';
import type { InsurerCaseRow } from './repository.ts';
import { repeatWhileUp } from '../../lib/repeat-while-up.ts';
import { refundConfirmedCancellation } from '../cancellation/refund-confirmed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    insurerDesk: InsurerDesk;
  }
}

/** How often every process hands cases no one is submitting (a crash mid-call) back to the queue. */
const SWEEP_INTERVAL_MS = 60_000;

export type InsurerRouteOptions = {
  connectors: ReadonlyMap<string, PolicyConnector>;
  byId: ReadonlyMap<string, PaymentProvider>;
  /** The public address insurers call back on; null: this server's own (the sandbox insurer, in this process). */
  publicBaseUrl: string | null;
  /** Who sells, as each proposal names it: the broker's registration from its settings. */
  intermediary: TIntermediary;
};

/**
 * The insurers' side of Kavach (docs/decisions.md §4b): the desk every paid case goes through, the job queue's
 * workers for submissions and polls, and the signed callback route, POST /v1/insurers/{insurer_id}/callback.
 */
export default fp(async function insurers(app: FastifyInstance, opts: InsurerRouteOptions) {
  const payments = createPaymentRepository(app.db);
  const journeys = createJourneyRepository(app.db);
  const origin = () => opts.publicBaseUrl?.replace(/\/$/, '') ?? ownOrigin(app);
  const desk: InsurerDesk = createInsurerDesk({
    db: app.db,
    connectors: opts.connectors,
    jobs: app.jobs,
    callbackUrl: (insurerId) => {
      const base = origin();
      return base ? `${base}/v1/insurers/${insurerId}/callback` : null;
    },
    money: {
      findAttempt: (id) => payments.findAttempt(id),
      findJourney: (id) => journeys.findById(id),
      async refundInFull(attemptId, reason) {
        const attempt = await payments.findAttempt(attemptId);
        if (attempt) await refundHeld(settle, attempt, reason);
      },
      cancelReason: async (journeyId) => (await payments.policyFor(journeyId))?.cancelReason ?? null,
      portedFrom: (journey) => portedFromOf({ verticals: app.verticals, journeys, payments }, journey),
    },
    intermediary: opts.intermediary,
    notices: app.notices,
    verticals: app.verticals,
    log: app.log,
  });
  const settle: SettleDeps = {
    payments,
    journeys,
    providers: opts.byId,
    insurers: desk,
    notices: app.notices,
    verticals: app.verticals,
    log: app.log,
  };
  app.decorate('insurerDesk', desk);
  // The insurer issued: the policy is recorded now (once, whoever gets here first).
  const recordIssued = async (row: InsurerCaseRow | null | undefined) => {
    if (row?.status === 'ISSUED') await issuePolicy(settle, row.paymentAttemptId);
  };
  app.jobs.handle('insurer-submit', async ({ caseId }) => recordIssued(await desk.submit(caseId)));
  app.jobs.handle('insurer-poll', async ({ caseId }) => recordIssued(await desk.poll(caseId)));
  app.jobs.handle('insurer-accept', async ({ caseId }) => recordIssued(await desk.sendAcceptance(caseId)));
  // The insurer confirmed a cancellation: its refund follows now (once, whoever gets here first).
  const recordCancelled = async (row: InsurerCaseRow | null | undefined) => {
    if (row?.status === 'CANCELLED')
      await refundConfirmedCancellation({ ...settle, db: app.db }, row.journeyId, app.clock.now());
  };
  app.jobs.handle('insurer-cancel', async ({ caseId }) => recordCancelled(await desk.cancel(caseId)));

  repeatWhileUp(app, 'insurer case sweep', SWEEP_INTERVAL_MS, () => desk.sweep());

  // The callback's signature is over the raw body: kept as received, verified before anything is parsed or trusted.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 6 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: { insurerId: string }; Body: string }>(
      '/v1/insurers/:insurerId/callback',
      { schema: { tags: ['insurers'], summary: 'Insurer callback (signed raw body)' } },
      async (req) => {
        if (!opts.connectors.has(req.params.insurerId)) throw notFound('Insurer');
        const row =
          typeof req.body === 'string' ? await desk.callback(req.params.insurerId, req.body, req.headers) : null;
        if (row === null) throw new AppError('BAD_REQUEST', 'Invalid callback signature');
        if (!row) throw notFound('Proposal');
        await recordIssued(row);
        // A cancellation the insurer confirms by callback alone is refunded by the minute's sweep
        // (modules/cancellation/refund-confirmed.ts): here it would race the request that asked for it, whose own call
        // the sandbox answers and calls back about at once.
        return { received: true };
      },
    );
  });
});
