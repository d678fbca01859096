/** Private object storage for KYC files. Providers: `local` (disk + HMAC-signed URLs served by the API), `s3`. */
export interface ObjectStorage {
  readonly id: 'local' | 's3';
  /** A URL the browser PUTs the file to: short-lived, for this key and content type only. */
  createUploadUrl(input: { key: string; contentType: string; maxBytes: number; expiresInSeconds: number }): Promise<string>;
  /** The stored bytes, or null when nothing was uploaded. */
  getObject(key: string): Promise<Buffer | null>;
  deleteObject(key: string): Promise<void>;
}
