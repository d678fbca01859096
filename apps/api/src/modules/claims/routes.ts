import {
  claimKindsOf,
  indiaDate,
  MIME_TYPE_CONTENT_TYPES,
  type MimeType,
  ZClaimFileParams,
  ZClaimFileRequest,
  ZClaimFileUpload,
  ZClaimListResponse,
  ZClaimParams,
  ZClaimView,
  ZIntimateClaimRequest,
  ZPolicyParams,
} from '@kavach/domain';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
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
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { loadOwnedPolicy } from '../payments/load-owned-policy.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { createClaimsDesk, type ClaimsDesk } from './claims-desk.ts';
import { claimView } from './claim-view.ts';
import {
  assertTakesFiles,
  createClaimFileLinks,
  createClaimFileUpload,
  missingFileProblem,
  processClaimFile,
  readyToSend,
  readClaimFile,
} from './claim-files.ts';
import { decisionOfClaim } from './repository.ts';
import { deleteObjects } from '../retention/erase-journeys.ts';

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
  /** Where claim files are kept, sealed with `fileKey`; `appSecret` signs the links insurers fetch them by. */
  storage: ObjectStorage;
  fileKey: Buffer;
  appSecret: string;
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
  const fileDeps = { storage: opts.storage, fileKey: opts.fileKey, files: desk.files };
  const links = createClaimFileLinks(createHmac('sha256', opts.appSecret).update('claim-file-links').digest());
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
      const { kind, idempotency_key, incident_date, claimed_amount, description, ...details } = body;
      const { row, created } = await desk.claims.intimate({
        policyId: policy.id,
        idempotencyKey: idempotency_key,
        insurerId,
        kind,
        claimedPaise: Math.round(claimed_amount * 100),
        incidentDate: incident_date,
        description,
        details,
        // Its documents follow as files once the insurer asks for them (claim-files.ts).
        documents: [],
        intimatedAt: now,
      });
      // A repeat (a double click, a second tab) answers the claim the first made, as it stands.
      const after = created ? await desk.nowOrQueued(row.id) : row;
      return claimView(after ?? row, policy.policyNumber, now, await desk.files.forClaim(row.id));
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
      const files = await desk.files.forClaims(rows.map((r) => r.id));
      return { claims: rows.map((r) => claimView(r, policy.policyNumber, now, files.get(r.id) ?? [])) };
    },
  );

  /** The caller's own claim on their own policy: 404 for anyone else's, as for the policy itself. */
  const ownedClaim = async (req: Parameters<typeof loadOwnedPolicy>[0], policyNumber: string, claimId: string) => {
    const { policy } = await loadOwnedPolicy(req, { payments, journeys }, policyNumber);
    const row = await desk.claims.byId(claimId);
    if (!row || row.policyId !== policy.id) throw notFound('Claim');
    return { policy, row };
  };
  const viewOf = async (row: Parameters<typeof claimView>[0], policyNumber: string) =>
    claimView(row, policyNumber, app.clock.now(), await desk.files.forClaim(row.id));

  // A document's file (docs/product/claims.md#documents): a signed URL to PUT it to, then checked, then sent.
  typed.post(
    '/v1/policies/:policy_number/claims/:claim_id/files',
    {
      schema: route('A signed URL to upload one document of one’s own claim', ZClaimFileUpload, {
        params: ZClaimParams,
        body: ZClaimFileRequest,
      }),
    },
    async (req) => {
      const { row } = await ownedClaim(req, req.params.policy_number, req.params.claim_id);
      return createClaimFileUpload(fileDeps, row, req.body);
    },
  );

  typed.post(
    '/v1/policies/:policy_number/claims/:claim_id/files/:file_id/process',
    {
      schema: route('Check an uploaded document and keep it on the claim', ZClaimView, { params: ZClaimFileParams }),
    },
    async (req) => {
      const { policy, row } = await ownedClaim(req, req.params.policy_number, req.params.claim_id);
      const file = await desk.files.byId(req.params.file_id);
      if (!file || file.claimId !== row.id) throw notFound('File');
      assertTakesFiles(row);
      await processClaimFile(fileDeps, file);
      return viewOf(row, policy.policyNumber);
    },
  );

  typed.delete(
    '/v1/policies/:policy_number/claims/:claim_id/files/:file_id',
    { schema: route('Remove a document not yet sent to the insurer', ZClaimView, { params: ZClaimFileParams }) },
    async (req) => {
      const { policy, row } = await ownedClaim(req, req.params.policy_number, req.params.claim_id);
      const file = await desk.files.byId(req.params.file_id);
      if (!file || file.claimId !== row.id) throw notFound('File');
      const key = await desk.files.removeUnsent(file.id);
      if (!key) throw new AppError('CONFLICT', 'This file has been sent to the insurer already');
      // The key the row held as it went: its sealed copy if a check finished meanwhile (whose own upload key it
      // deleted), else the upload, whose check, if running, will find no row and delete its sealed copy.
      await opts.storage.deleteObject(key);
      return viewOf(row, policy.policyNumber);
    },
  );

  typed.post(
    '/v1/policies/:policy_number/claims/:claim_id/documents',
    {
      schema: route('Send the uploaded documents the insurer asked for', ZClaimView, {
        params: ZClaimParams,
        body: z.object({}).strict(),
      }),
    },
    async (req) => {
      const { policy, row } = await ownedClaim(req, req.params.policy_number, req.params.claim_id);
      assertTakesFiles(row);
      const files = await desk.files.forClaim(row.id);
      const missing = missingFileProblem(decisionOfClaim(row)?.documents_requested ?? [], files);
      if (missing) throw new AppError('BAD_REQUEST', missing);
      const base = origin();
      if (!base)
        throw new AppError('SERVICE_UNAVAILABLE', 'The insurer did not answer. Please try again in a few minutes.');
      const now = app.clock.now();
      // Taken first, so a second send at the same moment, or a removal, finds them gone; given back if the insurer
      // does not answer. A crash in between leaves them marked sent: the insurer, not having them, asks again.
      const taken = new Set(
        await desk.files.takeForSending(
          readyToSend(files).map((f) => f.id),
          now,
        ),
      );
      if (taken.size === 0) throw new AppError('CONFLICT', 'These documents are being sent already');
      const sending = files.filter((f) => taken.has(f.id));
      try {
        const after = await desk.sendDocuments(
          row,
          sending.map((f) => links.link(base, row.insurerId, f, now.getTime())),
        );
        // Once the insurer asks for nothing more, uploads never checked can no longer be: their bytes (as uploaded,
        // not sealed) go.
        if (after.status !== 'DOCUMENTS_REQUESTED')
          await deleteObjects(opts.storage, await desk.files.removeAllPending(row.id));
        return viewOf(after, policy.policyNumber);
      } catch (err) {
        await desk.files.giveBack([...taken], now);
        if (err instanceof InsurerUnavailable)
          throw new AppError('SERVICE_UNAVAILABLE', 'The insurer did not answer. Please try again in a few minutes.');
        throw err;
      }
    },
  );

  // The insurer fetches a claim's file by the signed link it was sent (docs/insurers.md#claims): no session, the
  // link's signature is the permission; a link for another insurer, altered or expired opens nothing (404).
  typed.get(
    '/v1/insurers/:insurerId/claim-files/:file_id',
    {
      schema: {
        tags: ['insurers'],
        summary: 'A claim document, by the signed link sent to its insurer',
        params: z.object({ insurerId: z.string().min(1).max(100), file_id: z.uuid() }),
        querystring: z.object({ expires: z.string().max(20), signature: z.string().max(128) }),
      },
    },
    async (req, reply) => {
      const { insurerId, file_id } = req.params;
      const valid = links.verify(insurerId, file_id, req.query.expires, req.query.signature, app.clock.now().getTime());
      const file = valid ? await desk.files.byId(file_id) : undefined;
      const claim = file ? await desk.claims.byId(file.claimId) : undefined;
      const bytes = file && claim?.insurerId === insurerId ? await readClaimFile(fileDeps, file) : null;
      if (!file || !bytes) throw notFound('File');
      return reply
        .type(MIME_TYPE_CONTENT_TYPES[file.mimeType as MimeType])
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment')
        .send(bytes);
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
