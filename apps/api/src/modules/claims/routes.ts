import {
  claimKindsOf,
  indiaDate,
  ZClaimListResponse,
  ZClaimParams,
  ZClaimView,
  ZIntimateClaimRequest,
  ZPolicyParams,
} from '@kavach/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { policies } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { ownOrigin } from '../../lib/own-origin.ts';
import { repeatWhileUp } from '../../lib/repeat-while-up.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import { InsurerUnavailable, type PolicyConnector } from '../../providers/insurers/policy-connector.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { loadOwnedPolicy } from '../payments/load-owned-policy.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { createClaimsDesk, type ClaimsDesk } from './claims-desk.ts';
import { claimView } from './claim-view.ts';

declare module 'fastify' {
  interface FastifyInstance {
    claimsDesk: ClaimsDesk;
  }
}

const route = routeSchemas('claims', [400, 401, 404, 409, 503]);
/** How often every process hands claims a crash left unsent back to the queue. */
const SWEEP_INTERVAL_MS = 60_000;

export type ClaimRouteOptions = {
  connectors: ReadonlyMap<string, PolicyConnector>;
  /** The public address insurers call back on; null: this server's own (the sandbox insurer, in this process). */
  publicBaseUrl: string | null;
};

/**
 * Issue 47: claims (docs/product/claims.md). The buyer intimates a claim on their own policy and reads where it
 * stands against the IRDAI clocks; the insurer takes it through its connector and answers by signed callbacks at
 * POST /v1/insurers/{insurer_id}/claim-callback.
 */
export default fp(async function claimRoutes(app: FastifyInstance, opts: ClaimRouteOptions) {
  const payments = createPaymentRepository(app.db);
  const journeys = createJourneyRepository(app.db);
  const origin = () => opts.publicBaseUrl?.replace(/\/$/, '') ?? ownOrigin(app);
  const desk = createClaimsDesk({
    db: app.db,
    connectors: opts.connectors,
    jobs: app.jobs,
    clock: app.clock,
    callbackUrl: (insurerId) => {
      const base = origin();
      return base ? `${base}/v1/insurers/${insurerId}/claim-callback` : null;
    },
    async policyOf(claim) {
      const [policy] = await app.db.select().from(policies).where(eq(policies.id, claim.policyId));
      const journey = policy && (await journeys.findById(policy.journeyId));
      return policy && journey ? { policy, journey } : undefined;
    },
    notices: app.notices,
    log: app.log,
  });
  app.decorate('claimsDesk', desk);
  app.jobs.handle('claim-submit', async ({ caseId }) => void (await desk.submit(caseId)));
  repeatWhileUp(app, 'claim sweep', SWEEP_INTERVAL_MS, () => desk.sweep());

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/v1/policies/:policy_number/claims',
    {
      schema: route('Intimate a claim on one’s own policy', ZClaimView, {
        params: ZPolicyParams,
        body: ZIntimateClaimRequest,
      }),
    },
    async (req) => {
      const now = app.clock.now();
      const { policy, journey } = await loadOwnedPolicy(req, { payments, journeys }, req.params.policy_number);
      const body = req.body;
      if (policy.cancelledAt) throw new AppError('CONFLICT', 'This policy is cancelled: it takes no claims');
      if (!claimKindsOf(journey.vertical).includes(body.kind))
        throw invalidField('kind', 'This kind of claim does not apply to this policy');
      if (body.incident_date < policy.startDate || body.incident_date > policy.endDate)
        throw invalidField('incident_date', 'The date must fall within the policy’s period of cover');
      if (body.incident_date > indiaDate(now)) throw invalidField('incident_date', 'The date cannot be in the future');
      const insurerId = (await app.insurerDesk.cases.forJourney(journey.id))?.insurerId;
      if (!insurerId) throw new AppError('CONFLICT', 'Claims on this policy are made to the insurer directly');
      const { kind, idempotency_key, incident_date, claimed_amount, description, documents, ...details } = body;
      const { row, created } = await desk.claims.intimate({
        policyId: policy.id,
        idempotencyKey: idempotency_key,
        insurerId,
        kind,
        claimedPaise: Math.round(claimed_amount * 100),
        incidentDate: incident_date,
        description,
        details,
        documents: [...new Set(documents)],
        intimatedAt: now,
      });
      // A repeat (a double click, a second tab) answers the claim the first made, as it stands.
      const after = created ? await desk.nowOrQueued(row.id) : row;
      return claimView(after ?? row, policy.policyNumber, now);
    },
  );

  typed.get(
    '/v1/policies/:policy_number/claims',
    {
      schema: route('The claims on one’s own policy, with their clocks', ZClaimListResponse, { params: ZPolicyParams }),
    },
    async (req) => {
      const now = app.clock.now();
      const { policy } = await loadOwnedPolicy(req, { payments, journeys }, req.params.policy_number);
      const rows = await desk.claims.forPolicy(policy.id);
      return { claims: rows.map((r) => claimView(r, policy.policyNumber, now)) };
    },
  );

  typed.post(
    '/v1/policies/:policy_number/claims/:claim_id/documents',
    {
      schema: route('Send the documents the insurer asked for', ZClaimView, {
        params: ZClaimParams,
        body: ZIntimateClaimRequest.options[2].pick({ documents: true }).strict(),
      }),
    },
    async (req) => {
      const { policy } = await loadOwnedPolicy(req, { payments, journeys }, req.params.policy_number);
      const row = await desk.claims.byId(req.params.claim_id);
      if (!row || row.policyId !== policy.id) throw notFound('Claim');
      if (row.status !== 'DOCUMENTS_REQUESTED')
        throw new AppError('CONFLICT', 'The insurer is not waiting for documents');
      try {
        const after = await desk.sendDocuments(row, [...new Set(req.body.documents)]);
        return claimView(after, policy.policyNumber, app.clock.now());
      } catch (err) {
        if (err instanceof InsurerUnavailable)
          throw new AppError('SERVICE_UNAVAILABLE', 'The insurer did not answer. Please try again in a few minutes.');
        throw err;
      }
    },
  );

  // The callback's signature is over the raw body: kept as received, verified before anything is parsed or trusted.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { insurerId: string }; Body: string }>(
      '/v1/insurers/:insurerId/claim-callback',
      { schema: { tags: ['insurers'], summary: 'Insurer claim callback (signed raw body)' } },
      async (req) => {
        if (!opts.connectors.has(req.params.insurerId)) throw notFound('Insurer');
        const row =
          typeof req.body === 'string' ? await desk.callback(req.params.insurerId, req.body, req.headers) : null;
        if (row === null) throw new AppError('BAD_REQUEST', 'Invalid callback signature');
        if (!row) throw notFound('Claim');
        return { received: true };
      },
    );
  });
});
