import { expect, it } from 'vitest';
import { createS3Storage } from './s3.ts';

// Presigning is local computation (no request is made), so the real AWS SDK signer is tested offline.
it('presigns a real S3 PUT URL for the key, bound to its content type, valid for 15 minutes', async () => {
  const storage = createS3Storage({
    bucket: 'kavach-kyc',
    region: 'ap-south-1',
    endpoint: 'https://s3.example.test',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
  });
  const url = new URL(
    await storage.createUploadUrl({
      key: 'kyc/j1/u1',
      contentType: 'image/png',
      maxBytes: 10_485_760,
      expiresInSeconds: 900,
    }),
  );
  expect(url.origin).toBe('https://s3.example.test');
  expect(url.pathname).toBe('/kavach-kyc/kyc/j1/u1');
  expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIAEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request$/);
  expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
    expect.arrayContaining(['content-type', 'host']),
  );
});
