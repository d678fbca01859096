import { UPLOAD_MAX_BYTES, MESSAGES } from '@kavach/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { LocalStorage } from '../../providers/storage/local.ts';
import { and, eq } from 'drizzle-orm';
import { uploads as uploadsTable } from '../../db/schema.ts';
import { createUploadRepository } from './repository.ts';

/**
 * The local store's upload endpoint (docs/decisions.md §4): PUT the file to its signed URL. The signature is checked
 * before the body is read (403 bad or expired), the body may not pass 10 MB (413), and the content type must
 * be the one signed (400). A link whose upload no longer exists (its journey erased) is 404. Once the upload is
 * processed (or refused) its URL is spent (409): the checked file has
 * moved to its processed key, and nothing should land beside it.
 */
const storageRoutes: FastifyPluginAsync<{ local: LocalStorage }> = async (app, { local }) => {
  const uploads = createUploadRepository(app.db);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  app.put<{ Params: { '*': string }; Querystring: Record<string, string | undefined>; Body: Buffer }>(
    '/v1/storage/objects/*',
    {
      schema: { hide: true },
      bodyLimit: UPLOAD_MAX_BYTES,
      onRequest: async (req) => {
        const grant = local.verifyGrant(req.query, req.params['*']);
        if (grant === 'invalid') throw new AppError('FORBIDDEN', 'This upload link is not valid');
        if (grant === 'expired') throw new AppError('FORBIDDEN', 'This upload link has expired');
        const uploadId = /^kyc\/[0-9a-f-]{36}\/([0-9a-f-]{36})$/.exec(grant.key)?.[1];
        const upload = uploadId ? await uploads.findById(uploadId) : undefined;
        // Every signed key names an upload row; with the row gone (its journey erased) nothing may be stored under it.
        if (!upload) throw notFound('Upload');
        if (upload.status !== 'PENDING') throw new AppError('CONFLICT', 'This file has already been processed');
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > grant.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.UPLOAD_TOO_LARGE);
        const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (type !== grant.contentType) throw new AppError('BAD_REQUEST', MESSAGES.UPLOAD_INVALID_FORMAT);
      },
    },
    async (req, reply) => {
      const body = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty');
      const key = req.params['*'];
      // The upload row is read again, and held, while the file is written: a phone's slow upload can outlast the
      // journey's erasure, which locks the rows before deleting their files (retention/erase-journeys.ts). So either
      // the erasure waits for this file and deletes it too, or this finds the row gone and stores nothing.
      const stored = await app.db.transaction(async (tx) => {
        const [upload] = await tx
          .select({ id: uploadsTable.id })
          .from(uploadsTable)
          .where(and(eq(uploadsTable.objectKey, key), eq(uploadsTable.status, 'PENDING')))
          .for('share');
        if (upload) await local.putObject(key, body);
        return upload !== undefined;
      });
      if (!stored) throw notFound('Upload');
      return reply.code(200).send({ status: 'STORED' });
    },
  );
};

export default storageRoutes;
