import {
  ZOpsKycDecisionResponse,
  ZOpsKycItemResponse,
  ZOpsKycQueueResponse,
  type TOpsKycApproveRequest,
  type TOpsKycRejectRequest,
} from '@kavach/domain';
import { opsQuery, opsRequest, pageParam, staffSession } from './ops-request.ts';

/** GET /v1/ops/kyc-reviews?page=: KYCs waiting for staff, oldest first; asked again every 30 s. */
export const kycQueueQuery = (_all: string, page: number) => ({
  ...opsQuery(['kyc-reviews', { page }], '/v1/ops/kyc-reviews', ZOpsKycQueueResponse, { page: pageParam(page) }),
  refetchInterval: 30_000,
});

/** GET /v1/ops/kyc-reviews/{journey_id}: the proposer and the documents (each look is audited). */
export const kycItemQuery = (journeyId: string) =>
  opsQuery(['kyc-reviews', journeyId], `/v1/ops/kyc-reviews/${encodeURIComponent(journeyId)}`, ZOpsKycItemResponse);

/** A decision names the documents it was made on (the page's list); the server refuses it if they changed since. */
export const approveKyc = (journeyId: string, body: TOpsKycApproveRequest) =>
  opsRequest(`/v1/ops/kyc-reviews/${encodeURIComponent(journeyId)}/approve`, {
    method: 'POST',
    body,
    schema: ZOpsKycDecisionResponse,
  });

export const rejectKyc = (journeyId: string, body: TOpsKycRejectRequest) =>
  opsRequest(`/v1/ops/kyc-reviews/${encodeURIComponent(journeyId)}/reject`, {
    method: 'POST',
    body,
    schema: ZOpsKycDecisionResponse,
  });

/**
 * A document's bytes for staff, shown from a blob URL: an <img src> cannot send the staff header. The caller
 * revokes the URL when it is no longer shown.
 */
export async function fetchKycDocument(journeyId: string, uploadId: string, signal: AbortSignal): Promise<Blob> {
  const token = staffSession.get();
  const res = await fetch(
    `/v1/ops/kyc-reviews/${encodeURIComponent(journeyId)}/documents/${encodeURIComponent(uploadId)}`,
    { headers: token ? { 'x-staff-session': token } : {}, signal },
  );
  if (!res.ok) throw new Error(`Document answered ${res.status}`);
  return res.blob();
}
