/** Private object storage for KYC files. Providers: `local` (disk + HMAC-signed URLs served by the API), `s3`. */
export interface ObjectStorage {
  readonly id: 'local' | 's3';
  /** A URL the browser PUTs the file to: short-lived, for this key and content type only. */
  createUploadUrl(input: {
    key: string;
    contentType: string;
    maxBytes: number;
    expiresInSeconds: number;
  }): Promise<string>;
  /**
   * The stored bytes (null when nothing was uploaded) if there are at most maxBytes of them; 'too-large' is known
   * without reading past maxBytes + 1. Processed KYC files are sealed: read them with kyc-files.ts.
   */
  readObjectUpTo(key: string, maxBytes: number): Promise<Buffer | null | 'too-large'>;
  putObject(key: string, bytes: Buffer): Promise<void>;
  deleteObject(key: string): Promise<void>;
}
