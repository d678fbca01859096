import { UPLOAD_MAX_BYTES, MESSAGES } from '@kavach/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { LocalStorage } from '../../providers/storage/local.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimFiles, claims, uploads as uploadsTable } from '../../db/schema.ts';

type Db = Pick<Database, 'select'>;
/** The status a claim's file reads as once its claim no longer waits for documents. */
const NOT_WAITING = 'NOT_WAITING';
/**
 * The row a signed key was made for, by the id the key ends in, and its status: a KYC upload
 * (`kyc/{journey}/{upload}`) or a claim's file (`claims/{claim}/{file}`). `lock` holds it while the file is written.
 */
async function rowOfKey(db: Db, key: string, lock = false): Promise<{ status: string } | undefined> {
  const [, kind, id] = /^(kyc|claims)\/[0-9a-f-]{36}\/([0-9a-f-]{36})$/.exec(key) ?? [];
  if (!id) return undefined;
  if (kind === 'kyc') {
    const q = db.select({ status: uploadsTable.status }).from(uploadsTable).where(eq(uploadsTable.id, id));
    return (await (lock ? q.for('share') : q))[0];
  }
  // A claim's file is stored only while the insurer waits for documents: after that nothing would ever check it.
  const q = db
    .select({ status: claimFiles.status, claim: claims.status })
    .from(claimFiles)
    .innerJoin(claims, eq(claims.id, claimFiles.claimId))
    .where(eq(claimFiles.id, id));
  const [row] = await (lock ? q.for('share') : q);
  return row && { status: row.claim === 'DOCUMENTS_REQUESTED' ? row.status : NOT_WAITING };
}

/**
 * The local store's upload endpoint (docs/decisions.md §4): PUT the file to its signed URL. The signature is checked
 * before the body is read (403 bad or expired), the body may not pass 10 MB (413), and the content type must
 * be the one signed (400). A link whose upload no longer exists (its journey erased) is 404. Once the upload is
 * processed (or refused) its URL is spent (409): the checked file has
 * moved to its processed key, and nothing should land beside it.
 */
const storageRoutes: FastifyPluginAsync<{ local: LocalStorage }> = async (app, { local }) => {
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
        const upload = await rowOfKey(app.db, grant.key);
        // Every signed key names a row; with the row gone (its journey erased, the file removed) nothing may be stored.
        if (!upload) throw notFound('Upload');
        if (upload.status === NOT_WAITING)
          throw new AppError('CONFLICT', 'The insurer is not waiting for documents on this claim');
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
        const pending = (await rowOfKey(tx, key, true))?.status === 'PENDING';
        if (pending) await local.putObject(key, body);
        return pending;
      });
      if (!stored) throw notFound('Upload');
      return reply.code(200).send({ status: 'STORED' });
    },
  );
};

export default storageRoutes;
