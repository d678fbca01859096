import {
  JOURNEY_VERTICALS,
  VERTICAL_REGISTRY,
  ZJourneyParams,
  ZKycStatusResponse,
  ZPresignPutUrlRequest,
  ZPresignPutUrlResponse,
  ZProcessUploadRequest,
  ZProcessUploadResponse,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { assertChangeable, changeJourney } from '../journeys/journey-changes.ts';
import { loadProposalJourney } from '../journeys/load-proposal-journey.ts';
import { ANY_VERTICAL } from '../journeys/load-owned-journey.ts';
import { createUploadUrl } from './create-upload-url.ts';
import { mayWaitForReupload, recordHeldReupload } from './held-reupload.ts';
import { checkJourneyKyc } from './check-journey-kyc.ts';
import { readProcessedFile } from './kyc-files.ts';
import { checkUpload, recordUpload } from './process-upload.ts';
import { createUploadRepository } from './repository.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('kyc', [400, 401, 404, 409, 413, 429]);

const routes: FastifyPluginAsyncZod<{ storage: ObjectStorage; fileKey: Buffer }> = async (app, opts) => {
  const journeys = createJourneyRepository(app.db);
  const uploads = createUploadRepository(app.db);
  const deps = { uploads, storage: opts.storage, fileKey: opts.fileKey };
  // An upload is reached through its journey, so every ownership rule of journeys applies (404 for others).
  const ownedUpload = async (req: Parameters<typeof loadProposalJourney>[0], id: string) => {
    const upload = await uploads.findById(id);
    if (!upload) throw notFound('Upload');
    const journey = await loadProposalJourney(req, journeys, upload.journeyId, ANY_VERTICAL).catch((err: unknown) => {
      throw (err as { code?: string }).code === 'NOT_FOUND' ? notFound('Upload') : err;
    });
    return { upload, journey };
  };

  app.post(
    '/v1/utility/generate-presign-put-url',
    {
      schema: route('A short-lived signed PUT URL for one KYC file', ZPresignPutUrlResponse, {
        body: ZPresignPutUrlRequest,
      }),
    },
    async (req) => {
      const journey = await loadProposalJourney(req, journeys, req.body.journey_id, ANY_VERTICAL);
      // A paid purchase whose documents staff rejected takes new ones (held-reupload.ts); nothing else once paid.
      if (!mayWaitForReupload(journey)) await assertChangeable(journeys, journey);
      return createUploadUrl(deps, journey, req.body);
    },
  );

  app.post(
    '/v1/utility/process-upload',
    {
      schema: route('Check an uploaded file and record it against the journey', ZProcessUploadResponse, {
        body: ZProcessUploadRequest,
      }),
    },
    async (req) => {
      const { upload, journey } = await ownedUpload(req, req.body.upload_reference_id);
      const held = mayWaitForReupload(journey);
      if (!held) await assertChangeable(journeys, journey);
      // The file is read and checked holding no lock; only recording it is a change to the journey. A document is
      // part of what KYC vouched for: refused once paid, and a confirmed journey goes back to review; except on a
      // paid purchase whose documents staff rejected, which keeps its confirmation and its held money.
      const checked = await checkUpload(deps, upload);
      if ('answer' in checked) return checked.answer;
      const recorded = await (
        held
          ? recordHeldReupload(app.db, upload.journeyId, (tx) =>
              recordUpload({ ...deps, uploads: createUploadRepository(tx) }, upload, checked.sealed),
            )
          : changeJourney(
              app.db,
              upload.journeyId,
              'This journey can no longer be changed',
              async (writers, locked) => {
                const result = await recordUpload({ ...deps, uploads: writers.uploads }, upload, checked.sealed);
                // New documents (a re-upload after a rejection, say) are what staff must look at next.
                if (result.recorded) await writers.journeys.resetKycReview(locked.id);
                if (result.recorded && locked.status === 'CONFIRMED') await writers.journeys.reopen(locked.id);
                return result;
              },
            )
      ).catch(async (err: unknown) => {
        // Refused (paid meanwhile) or rolled back: the sealed copy belongs to nothing.
        await opts.storage.deleteObject(checked.sealed.key);
        throw err;
      });
      // The upload key is emptied once its file is final: the signed URL can no longer change what KYC reads.
      if (recorded.recorded) await opts.storage.deleteObject(upload.objectKey);
      return recorded.answer;
    },
  );

  app.get(
    '/v1/utility/uploads/:upload_reference_id/content',
    {
      schema: {
        tags: ['kyc'],
        summary: 'The owner’s own uploaded file (for thumbnails)',
        params: z.object({ upload_reference_id: z.uuid('Unknown upload') }),
      },
    },
    async (req, reply) => {
      const { upload } = await ownedUpload(req, req.params.upload_reference_id);
      const bytes = upload.status === 'PROCESSED' ? await readProcessedFile(deps, upload) : null;
      if (!bytes) throw notFound('Upload');
      const type =
        { IMAGE_JPEG: 'image/jpeg', IMAGE_PNG: 'image/png', APPLICATION_PDF: 'application/pdf' }[upload.mimeType] ??
        'application/octet-stream';
      return reply
        .type(type)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );

  for (const vertical of JOURNEY_VERTICALS) {
    const prefix = VERTICAL_REGISTRY[vertical].journeyApi;
    app.get(
      `/v1/${prefix}/journey/kyc-status/:journey_id`,
      {
        schema: route('CKYC, OVD and overall KYC status of a journey', ZKycStatusResponse, { params: ZJourneyParams }),
      },
      async (req) => {
        const journey = await loadProposalJourney(req, journeys, req.params.journey_id, vertical);
        return checkJourneyKyc({ ckyc: app.ckyc, uploads, verticals: app.verticals, journeys }, journey, {
          sendForReview: true,
        });
      },
    );
  }
};

export default routes;
