import {
  checkUploadFile,
  MIME_TYPE_CONTENT_TYPES,
  mimeTypeFromContentType,
  uploadErrorMessage,
  ZClaimFileUpload,
  ZClaimListResponse,
  ZClaimView,
  type ClaimDocument,
  type TIntimateClaimRequest,
} from '@kavach/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';

const claimsPath = (policyNumber: string) => `/v1/policies/${encodeURIComponent(policyNumber)}/claims`;
const claimsKey = (policyNumber: string) => ['policies', policyNumber, 'claims'];

/** GET /v1/policies/{policy_number}/claims: the policy's claims with their clocks, read afresh each minute. */
export const claimsQuery = (policyNumber: string) =>
  queryOptions({
    queryKey: claimsKey(policyNumber),
    queryFn: ({ signal }) => apiRequest(claimsPath(policyNumber), { signal, schema: ZClaimListResponse }),
    refetchInterval: 60_000,
  });

/** POST /v1/policies/{policy_number}/claims: one claim per key, however often it is sent. */
export function useIntimateClaim(policyNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TIntimateClaimRequest) =>
      apiRequest(claimsPath(policyNumber), { method: 'POST', body, schema: ZClaimView }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKey(policyNumber) }),
  });
}

/** A claim call's refusal in the buyer's words, for a step that has no answer body of ours (the file's PUT). */
class UploadRefused extends Error {}

/**
 * One document's file onto the claim (docs/product/claims.md#documents): checked here first (type, 10 MB), then a
 * signed URL from the API, the PUT of the bytes to it, and the API's check of what arrived.
 */
async function uploadClaimFile(policyNumber: string, claimId: string, document: ClaimDocument, file: File) {
  const problem = checkUploadFile(file);
  const mime = mimeTypeFromContentType(file.type);
  if (problem || !mime) throw new UploadRefused(problem ?? uploadErrorMessage(400));
  const claimPath = `${claimsPath(policyNumber)}/${claimId}`;
  const slot = await apiRequest(`${claimPath}/files`, {
    method: 'POST',
    body: { document, file_name: file.name.slice(0, 120) || 'document', mime_type: mime },
    schema: ZClaimFileUpload,
  });
  const put = await fetch(slot.pre_signed_url, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': MIME_TYPE_CONTENT_TYPES[mime] },
  }).catch(() => null);
  if (!put?.ok) throw new UploadRefused(uploadErrorMessage(put?.status));
  return apiRequest(`${claimPath}/files/${slot.file_id}/process`, { method: 'POST', schema: ZClaimView }).catch(
    (err: unknown) => {
      // The server's check of the bytes refused the file: its words say why (not a PDF after all, too large).
      if (err instanceof ApiError && (err.status === 400 || err.status === 413)) throw new UploadRefused(err.message);
      throw err;
    },
  );
}

/** The refusal to show for a failed upload: ours in the buyer's words, the API's in its own. */
export const uploadRefusal = (err: unknown): string | null => (err instanceof UploadRefused ? err.message : null);

/** Uploads one document's file; the claim is read again with it. */
export function useUploadClaimFile(policyNumber: string, claimId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ document, file }: { document: ClaimDocument; file: File }) =>
      uploadClaimFile(policyNumber, claimId, document, file),
    retry: false,
    onSettled: () => client.invalidateQueries({ queryKey: claimsKey(policyNumber) }),
  });
}

/** DELETE …/files/{file_id}: a file not yet sent, taken off the claim. */
export function useRemoveClaimFile(policyNumber: string, claimId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      apiRequest(`${claimsPath(policyNumber)}/${claimId}/files/${fileId}`, { method: 'DELETE', schema: ZClaimView }),
    retry: false,
    onSettled: () => client.invalidateQueries({ queryKey: claimsKey(policyNumber) }),
  });
}

/** POST /v1/policies/{policy_number}/claims/{claim_id}/documents: the uploaded files go to the insurer. */
export function useSendClaimDocuments(policyNumber: string, claimId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${claimsPath(policyNumber)}/${claimId}/documents`, { method: 'POST', body: {}, schema: ZClaimView }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKey(policyNumber) }),
  });
}
