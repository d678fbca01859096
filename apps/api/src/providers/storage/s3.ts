import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStorage } from './object-storage.ts';

export type S3Options = { bucket: string; region: string; endpoint?: string | undefined; accessKeyId?: string | undefined; secretAccessKey?: string | undefined; forcePathStyle?: boolean };

/**
 * An S3-compatible bucket (AWS, MinIO, R2…) with real presigned PUT URLs. The signature covers the content
 * type; a presigned PUT cannot cap the size, so process-upload checks it and refuses anything over the limit.
 * The bucket must stay private: files are read back only through the API.
 */
export function createS3Storage(opts: S3Options): ObjectStorage {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
    ...(opts.accessKeyId && opts.secretAccessKey ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } } : {}),
  });
  return {
    id: 's3',
    createUploadUrl({ key, contentType, expiresInSeconds }) {
      // Signing content-type makes S3 refuse an upload of any other type with this URL.
      return getSignedUrl(client, new PutObjectCommand({ Bucket: opts.bucket, Key: key, ContentType: contentType }), { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type']) });
    },
    async getObject(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
  };
}
