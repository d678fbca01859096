import {
  ZOpsKycApproveRequest,
  ZOpsKycDecisionResponse,
  ZOpsKycDocumentParams,
  ZOpsKycItemResponse,
  ZOpsKycParams,
  ZOpsKycQueueResponse,
  ZOpsKycRejectRequest,
  ZPageQuery,
} from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { readProcessedFile } from '../kyc/kyc-files.ts';
import { createUploadRepository } from '../kyc/repository.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { approveKyc, rejectKyc } from './decide-kyc.ts';
import { kycReviewItem, listKycQueue } from './kyc-review-views.ts';
import { createStaffRepository } from './repository.ts';
import { auditedRead, staffMember } from './staff-auth.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('operations', [400, 401, 403, 404, 409]);

const tags = ['operations'];
const CONTENT_TYPES: Record<string, string> = {
  IMAGE_JPEG: 'image/jpeg',
  IMAGE_PNG: 'image/png',
  APPLICATION_PDF: 'application/pdf',
};

/**
 * Issue 19: the KYC review queue. Staff (either role) see the documents of a KYC resting on uploads beside the
 * proposer's details and approve or reject it; every look and every decision is written to the audit log.
 */
const kycReviewRoutes: FastifyPluginAsyncZod<{
  storage: ObjectStorage;
  fileKey: Buffer;
  byId: ReadonlyMap<string, PaymentProvider>;
  auditKey: Buffer;
}> = async (app, opts) => {
  const staff = createStaffRepository(app.db, opts.auditKey);
  const journeys = createJourneyRepository(app.db);
  const uploads = createUploadRepository(app.db);
  const payments = createPaymentRepository(app.db);
  const deps = {
    db: app.db,
    payments,
    journeys,
    verticals: app.verticals,
    providers: opts.byId,
    insurers: app.insurerDesk,
    notices: app.notices,
    log: app.log,
    auditKey: opts.auditKey,
  };
  // Only journeys that were ever sent for review are staff's to open.
  const reviewed = async (journeyId: string) => {
    const journey = await journeys.findById(journeyId);
    if (!journey?.kycReviewStatus) throw notFound('KYC review');
    return journey;
  };
  const decision = async (req: FastifyRequest, journeyId: string, uploadIds: readonly string[]) => ({
    member: staffMember(req),
    journeyId: (await reviewed(journeyId)).id,
    uploadIds,
  });

  app.get(
    '/v1/ops/kyc-reviews',
    {
      schema: route('KYCs waiting for review, oldest first, a page at a time', ZOpsKycQueueResponse, {
        querystring: ZPageQuery,
      }),
    },
    // The queue names every proposer waiting for review: reading it is recorded, by the journeys it showed.
    async (req) => {
      const queue = await listKycQueue(app.db, app.verticals, req.query.page);
      return auditedRead(staff, req, 'LIST_KYC_REVIEWS', queue, (k) => k.journey_id);
    },
  );

  app.get(
    '/v1/ops/kyc-reviews/:journey_id',
    {
      schema: route('One KYC: the proposer’s details and the documents', ZOpsKycItemResponse, {
        params: ZOpsKycParams,
      }),
    },
    async (req) => {
      const journey = await reviewed(req.params.journey_id);
      await staff.audit(staffMember(req), { action: 'VIEW_KYC', target: journey.id });
      return kycReviewItem(app.db, { verticals: app.verticals, uploads }, journey);
    },
  );

  app.get(
    '/v1/ops/kyc-reviews/:journey_id/documents/:upload_id',
    { schema: { tags, summary: 'One KYC document, for staff only', params: ZOpsKycDocumentParams } },
    async (req, reply) => {
      const journey = await reviewed(req.params.journey_id);
      const upload = await uploads.findById(req.params.upload_id);
      if (!upload || upload.journeyId !== journey.id || upload.status !== 'PROCESSED') throw notFound('Document');
      const bytes = await readProcessedFile({ storage: opts.storage, fileKey: opts.fileKey }, upload);
      if (!bytes) throw notFound('Document');
      await staff.audit(staffMember(req), {
        action: 'VIEW_KYC_DOCUMENT',
        target: journey.id,
        after: { doc_type: upload.docType },
      });
      return reply
        .type(CONTENT_TYPES[upload.mimeType] ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );

  app.post(
    '/v1/ops/kyc-reviews/:journey_id/approve',
    {
      schema: route('Approve a KYC: a held payment becomes the policy', ZOpsKycDecisionResponse, {
        params: ZOpsKycParams,
        body: ZOpsKycApproveRequest,
      }),
    },
    async (req) => approveKyc(deps, await decision(req, req.params.journey_id, req.body.upload_ids)),
  );

  app.post(
    '/v1/ops/kyc-reviews/:journey_id/reject',
    {
      schema: route('Reject a KYC with a reason: a held payment is refunded in full', ZOpsKycDecisionResponse, {
        params: ZOpsKycParams,
        body: ZOpsKycRejectRequest,
      }),
    },
    async (req) =>
      rejectKyc(deps, await decision(req, req.params.journey_id, req.body.upload_ids), req.body.reason_code),
  );
};

export default kycReviewRoutes;
