import {
  VERTICAL_REGISTRY,
  ZKycStatusResponse,
  type JourneyVertical,
  type TPresignPutUrlRequest,
  type TPresignPutUrlResponse,
  type TProcessUploadResponse,
} from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { retryServerHiccups } from '../api/retry.ts';
import { sessionStore } from '../lib/storage.ts';
import type { UploadCalls } from './lib/upload-pipeline.ts';

/**
 * GET /v1/{health|termlife}/journey/kyc-status/{journey_id} (docs/decisions.md §2): CKYC, OVD, KYC and the slots
 * already uploaded.
 */
export function fetchKycStatus(journeyId: string, vertical: JourneyVertical) {
  return apiRequest(
    `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/journey/kyc-status/${encodeURIComponent(journeyId)}`,
    {
      schema: ZKycStatusResponse,
    },
  );
}

/** The KYC screen and the review (which shows the state KYC reached) read it. */
export const kycStatusQuery = (journeyId: string, vertical: JourneyVertical) =>
  queryOptions({
    queryKey: [vertical, 'kyc-status', journeyId],
    queryFn: () => fetchKycStatus(journeyId, vertical),
    retry: retryServerHiccups,
  });

/** PUT to the signed URL. Local storage signs a path on this server; S3 would sign its own origin. */
async function putFile(url: string, file: Blob, contentType: string): Promise<number> {
  const res = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': contentType } });
  return res.status;
}

/** The upload handshake of docs/product/proposal-kyc.md §7, for uploadSlotFile. */
export const uploadCalls: UploadCalls = {
  requestUploadUrl: (request: TPresignPutUrlRequest) =>
    apiRequest<TPresignPutUrlResponse>('/v1/utility/generate-presign-put-url', { method: 'POST', body: request }),
  putFile,
  processUpload: (uploadReferenceId: string) =>
    apiRequest<TProcessUploadResponse>('/v1/utility/process-upload', {
      method: 'POST',
      body: { upload_reference_id: uploadReferenceId },
    }),
};

/**
 * An uploaded file, read back for its thumbnail. The file is private to the session (docs/decisions.md §4), and an
 * <img src> cannot send the session header, so it is fetched and shown from a blob URL.
 */
export async function fetchUploadContent(uploadReferenceId: string, signal: AbortSignal): Promise<Blob> {
  const sessionId = sessionStore.get('session_id');
  const res = await fetch(`/v1/utility/uploads/${encodeURIComponent(uploadReferenceId)}/content`, {
    headers: sessionId ? { 'x-session-id': sessionId } : {},
    signal,
  });
  if (!res.ok) throw new Error(`Upload content answered ${res.status}`);
  return res.blob();
}
