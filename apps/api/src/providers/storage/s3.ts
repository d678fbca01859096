import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStorage } from './object-storage.ts';
import { readUpTo } from './read-up-to.ts';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean;
};

/**
 * An S3-compatible bucket (AWS, MinIO, R2…) with real presigned PUT URLs. The signature covers the content
 * type; a presigned PUT cannot cap the size, so process-upload reads through readObjectUpTo: a HEAD first (an
 * object over the limit is refused unread), then a GET of at most limit + 1 bytes, read no further than that.
 * The bucket must stay private: files are read back only through the API.
 */
export function createS3Storage(opts: S3Options): ObjectStorage {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
  });
  return {
    id: 's3',
    createUploadUrl({ key, contentType, expiresInSeconds }) {
      // Signing content-type makes S3 refuse an upload of any other type with this URL.
      return getSignedUrl(client, new PutObjectCommand({ Bucket: opts.bucket, Key: key, ContentType: contentType }), {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type']),
      });
    },
    async readObjectUpTo(key, maxBytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: opts.bucket, Key: key }));
        if ((head.ContentLength ?? 0) > maxBytes) return 'too-large';
        // The object may be replaced between HEAD and GET: the range and the bounded read still hold the line.
        const res = await client.send(
          new GetObjectCommand({ Bucket: opts.bucket, Key: key, Range: `bytes=0-${maxBytes}` }),
        );
        return res.Body ? await readUpTo(res.Body as AsyncIterable<Uint8Array>, maxBytes) : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async putObject(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: bytes, ContentType: 'application/octet-stream' }),
      );
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
  };
}

// HEAD answers a bare 404 (NotFound); GET names it NoSuchKey.
const isMissing = (err: unknown) => ['NotFound', 'NoSuchKey'].includes((err as { name?: string }).name ?? '');
