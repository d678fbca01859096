import {
  ZEndorsementParams,
  ZEndorsementView,
  ZEndorsementsResponse,
  ZPolicyParams,
  ZRequestEndorsementRequest,
  ZEndorsementChange,
  ZInitiatePaymentResponse,
  policyFileName,
  type TEndorsementView,
} from '@kavach/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { requireSession } from '../../plugins/app/session.ts';
import { repeatWhileUp } from '../../lib/repeat-while-up.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { loadOwnedPolicy } from '../payments/load-owned-policy.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { createEndorsementRepository, type EndorsementRow } from './repository.ts';
import { payEndorsement, withdrawEndorsement } from './pay-endorsement.ts';
import { kindsOf, requestEndorsement } from './request-endorsement.ts';
import { sendEndorsement, type EndorsementDeps } from './send-endorsement.ts';

const route = routeSchemas('account', [400, 401, 404, 409, 503]);

/** How often every process hands changes no one is sending (a crash before the send, a lost job) to the queue. */
const SWEEP_INTERVAL_MS = 60_000;

/** A change as the buyer reads it. */
const viewOf = (e: EndorsementRow): TEndorsementView => ({
  endorsement_id: e.id,
  kind: e.kind,
  status: e.status,
  change: ZEndorsementChange.parse(e.change),
  premium_difference: e.premiumDifferencePaise === null ? null : e.premiumDifferencePaise / 100,
  endorsement_number: e.endorsementNumber,
  effective_on: e.effectiveOn,
  reason: e.reason,
  has_schedule: e.schedulePdf !== null,
  requested_at: e.createdAt.toISOString(),
});

const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/**
 * Issue 47: changes to one's own issued policy (docs/product/endorsements.md), asked for from the dashboard and made by
 * the insurer, whose revised schedule becomes the policy's current one; the original stays downloadable. A change the
 * insurer prices is paid through the gateway (`payments`) before it is sent. Only the policy's owner: anyone else is
 * told it does not exist (404), before the body is read.
 */
const endorsementRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, opts) => {
  const payments = createPaymentRepository(app.db);
  const journeys = createJourneyRepository(app.db);
  const endorsements = createEndorsementRepository(app.db);
  const deps: EndorsementDeps = {
    endorsements,
    insurers: app.insurerDesk,
    jobs: app.jobs,
    log: app.log,
    notices: app.notices,
    ownerOf: async (row) => {
      const [journey, policy] = await Promise.all([
        journeys.findById(row.journeyId),
        payments.policyFor(row.journeyId),
      ]);
      return journey && policy ? { journey, policyNumber: policy.policyNumber } : undefined;
    },
  };
  const owned = { payments, journeys };

  app.jobs.handle('endorsement-send', async ({ caseId }) => void (await sendEndorsement(deps, caseId)));
  repeatWhileUp(app, 'endorsement sweep', SWEEP_INTERVAL_MS, async () => {
    for (const row of await endorsements.unsent()) await app.jobs.send('endorsement-send', row.id);
  });

  app.get(
    '/v1/policies/:policy_number/endorsements',
    {
      schema: route('What one’s own policy may have changed, and the changes asked for', ZEndorsementsResponse, {
        params: ZPolicyParams,
      }),
    },
    async (req) => {
      const { policy, journey } = await loadOwnedPolicy(req, owned, req.params.policy_number);
      return {
        kinds: policy.cancelledAt ? [] : kindsOf(app.verticals, policy, journey),
        endorsements: (await endorsements.forPolicy(policy.id)).map(viewOf),
      };
    },
  );

  app.post(
    '/v1/policies/:policy_number/endorsements',
    {
      schema: route('Ask for a change to one’s own policy', ZEndorsementView, {
        params: ZPolicyParams,
        body: ZRequestEndorsementRequest,
      }),
    },
    async (req) => {
      const { policy, journey } = await loadOwnedPolicy(req, owned, req.params.policy_number);
      const row = await requestEndorsement(
        { ...deps, verticals: app.verticals },
        policy,
        journey,
        req.body.change,
        app.clock.now(),
      );
      return viewOf(row);
    },
  );

  app.post(
    '/v1/policies/:policy_number/endorsements/:endorsement_id/pay',
    {
      schema: route('Pay the insurer’s price of a change to one’s own policy', ZInitiatePaymentResponse, {
        params: ZEndorsementParams,
      }),
    },
    async (req) => {
      const { policy } = await loadOwnedPolicy(req, owned, req.params.policy_number);
      const pay = { endorsements, payments, provider: opts.payments };
      const sessionId = (await requireSession(req)).id;
      return payEndorsement(pay, policy, req.params.endorsement_id, sessionId, app.clock.now());
    },
  );

  app.post(
    '/v1/policies/:policy_number/endorsements/:endorsement_id/withdraw',
    {
      schema: route('Withdraw a change to one’s own policy not yet paid for', ZEndorsementView, {
        params: ZEndorsementParams,
      }),
    },
    async (req) => {
      const { policy } = await loadOwnedPolicy(req, owned, req.params.policy_number);
      return viewOf(await withdrawEndorsement({ endorsements, payments }, policy, req.params.endorsement_id));
    },
  );

  app.get(
    '/v1/policies/:policy_number/endorsements/:endorsement_id/schedule',
    {
      schema: {
        tags: ['policy'],
        summary: 'The revised schedule a change came with (PDF)',
        params: ZEndorsementParams,
      },
    },
    async (req, reply) => {
      const { policy } = await loadOwnedPolicy(req, owned, req.params.policy_number);
      const row = await endorsements.byId(req.params.endorsement_id);
      if (!row || row.policyId !== policy.id || !row.schedulePdf) throw notFound('Schedule');
      return sendPdf(reply, row.schedulePdf, `${row.endorsementNumber ?? row.id}.pdf`.replace(/[^A-Za-z0-9.-]/g, '-'));
    },
  );

  app.get(
    '/v1/policies/:policy_number/original-schedule',
    {
      schema: { tags: ['policy'], summary: 'The schedule as the insurer first issued it (PDF)', params: ZPolicyParams },
    },
    async (req, reply) => {
      const { policy, journey } = await loadOwnedPolicy(req, owned, req.params.policy_number);
      const issued = (await app.insurerDesk.cases.forJourney(journey.id))?.schedulePdf;
      if (!issued) throw notFound('Schedule');
      return sendPdf(reply, issued, policyFileName(policy.policyNumber, journey.vertical));
    },
  );
};

export default endorsementRoutes;
