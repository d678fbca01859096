import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  CLAIM_DOCUMENT_LABELS,
  CLAIM_DOCUMENTS_BY_KIND,
  CLAIM_FILES_MAX,
  MESSAGES,
  MIME_TYPE_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type ClaimDocument,
  type MimeType,
  type TClaimFile,
  type TClaimFileRequest,
  type TClaimFileUpload,
} from '@kavach/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { signatureMatches } from '../../providers/payments/payment-provider.ts';
import type { TClaimFileLink } from '../../providers/insurers/policy-connector.ts';
import { readProcessedFile, storeProcessedFile, type KycFileDeps } from '../kyc/kyc-files.ts';
import type { ClaimFileRepository, ClaimFileRow } from './claim-files-repository.ts';
import type { ClaimRow } from './repository.ts';

export type ClaimFileDeps = KycFileDeps & { files: ClaimFileRepository };

/** How long the browser has to PUT a file, and an insurer to fetch one by its link. */
const UPLOAD_URL_SECONDS = 15 * 60;
export const INSURER_LINK_SECONDS = 7 * 24 * 60 * 60;

/** A claim takes files only while the insurer waits for documents: then, and only then, are they read. */
export function assertTakesFiles(claim: ClaimRow): void {
  if (claim.status !== 'DOCUMENTS_REQUESTED')
    throw new AppError('CONFLICT', 'The insurer is not waiting for documents on this claim');
}

export const claimFileView = (row: ClaimFileRow): TClaimFile => ({
  id: row.id,
  document: row.document,
  file_name: row.fileName,
  size_bytes: row.sizeBytes,
  state: row.sentAt ? 'SENT' : row.status === 'PROCESSED' ? 'READY' : 'WAITING',
});

/** A signed URL for one document's file on the claim, within the kind's documents and the claim's file limit. */
export async function createClaimFileUpload(
  deps: ClaimFileDeps,
  claim: ClaimRow,
  input: TClaimFileRequest,
): Promise<TClaimFileUpload> {
  assertTakesFiles(claim);
  if (!CLAIM_DOCUMENTS_BY_KIND[claim.kind].includes(input.document))
    throw invalidField('document', 'This document does not go with this kind of claim');
  // The key ends in the file's id, by which the storage's upload route finds the row it was signed for.
  const id = randomUUID();
  const key = `claims/${claim.id}/${id}`;
  const row = await deps.files.insertWithinLimit(
    {
      id,
      claimId: claim.id,
      document: input.document,
      fileName: input.file_name,
      mimeType: input.mime_type,
      objectKey: key,
    },
    CLAIM_FILES_MAX,
  );
  if (!row) throw new AppError('CONFLICT', `A claim takes at most ${CLAIM_FILES_MAX} files`);
  const url = await deps.storage.createUploadUrl({
    key,
    contentType: MIME_TYPE_CONTENT_TYPES[input.mime_type as MimeType],
    maxBytes: UPLOAD_MAX_BYTES,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return { file_id: row.id, pre_signed_url: url };
}

/**
 * The uploaded bytes checked as KYC files are (docs/product/proposal-kyc.md): within 10 MB and really the declared
 * JPEG, PNG or PDF by their magic bytes. A file that fails is deleted, row and bytes, with the reason; one that passes
 * is sealed under a key no URL was signed for, its digest kept for the insurer to check what it fetches.
 */
export async function processClaimFile(deps: ClaimFileDeps, file: ClaimFileRow): Promise<void> {
  if (file.status === 'PROCESSED') return;
  const bytes = await deps.storage.readObjectUpTo(file.objectKey, UPLOAD_MAX_BYTES);
  if (!bytes) throw new AppError('BAD_REQUEST', 'No file has been uploaded for this document yet');
  // Refused: the upload goes, and its row if it is still waiting (a run at the same moment may have checked other
  // bytes and kept them: that row, and its sealed copy, stay).
  const refuse = async (error: AppError) => {
    await deps.storage.deleteObject(file.objectKey);
    await deps.files.removePending(file.id);
    throw error;
  };
  if (bytes === 'too-large') return refuse(new AppError('PAYLOAD_TOO_LARGE', MESSAGES.UPLOAD_TOO_LARGE));
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== MIME_TYPE_CONTENT_TYPES[file.mimeType as MimeType])
    return refuse(new AppError('BAD_REQUEST', MESSAGES.UPLOAD_INVALID_FORMAT));
  const sealedKey = await storeProcessedFile(deps, file.objectKey, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (!(await deps.files.markProcessed(file.id, { sizeBytes: bytes.length, sha256, objectKey: sealedKey }))) {
    // Another run recorded it first, or the buyer removed it meanwhile: this copy belongs to nothing.
    await deps.storage.deleteObject(sealedKey);
    return;
  }
  await deps.storage.deleteObject(file.objectKey);
}

/** The files to send: checked and not sent before (a sent one is the insurer's already). */
export const readyToSend = (files: readonly ClaimFileRow[]) =>
  files.filter((f) => f.status === 'PROCESSED' && f.sentAt === null);

/** Why the claim's files cannot go to the insurer yet (a requested document with no file ready to send), or null. */
export function missingFileProblem(requested: readonly ClaimDocument[], files: readonly ClaimFileRow[]): string | null {
  const ready = new Set(readyToSend(files).map((f) => f.document));
  const missing = requested.filter((d) => !ready.has(d));
  if (missing.length === 0) return null;
  return `Upload ${missing.map((d) => CLAIM_DOCUMENT_LABELS[d]).join(', ')} first`;
}

/**
 * Links an insurer fetches a claim's files by (docs/insurers.md#claims): the file, the insurer and an expiry signed
 * with Kavach's key, so a link works for that insurer only, until it expires, and names nothing else.
 */
export function createClaimFileLinks(linkKey: Buffer) {
  const sign = (insurerId: string, fileId: string, expires: number) =>
    createHmac('sha256', linkKey).update(`claim-file|${insurerId}|${fileId}|${expires}`).digest('hex');
  return {
    link(base: string, insurerId: string, file: ClaimFileRow, nowMs: number): TClaimFileLink {
      const expires = Math.floor(nowMs / 1000) + INSURER_LINK_SECONDS;
      const query = `expires=${expires}&signature=${sign(insurerId, file.id, expires)}`;
      return {
        document: file.document,
        file_name: file.fileName,
        content_type: MIME_TYPE_CONTENT_TYPES[file.mimeType as MimeType],
        size_bytes: file.sizeBytes ?? 0,
        sha256: file.sha256 ?? '',
        url: `${base}/v1/insurers/${encodeURIComponent(insurerId)}/claim-files/${file.id}?${query}`,
      };
    },
    verify(insurerId: string, fileId: string, expires: string, signature: string, nowMs: number): boolean {
      const at = Number(expires);
      if (!/^\d{1,12}$/.test(expires) || at * 1000 < nowMs) return false;
      return signatureMatches(sign(insurerId, fileId, at), signature);
    },
  };
}

/** A checked file's bytes, decrypted as KYC files are; null when unchecked, gone or not opening. */
export const readClaimFile = (deps: KycFileDeps, file: ClaimFileRow): Promise<Buffer | null> =>
  file.status === 'PROCESSED' ? readProcessedFile(deps, file) : Promise.resolve(null);
