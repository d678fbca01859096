import { ZClaimListResponse, ZClaimView, type TClaimView, type TIntimateClaimRequest } from '@kavach/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

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

/** POST /v1/policies/{policy_number}/claims/{claim_id}/documents: the documents the insurer asked for. */
export function useSendClaimDocuments(policyNumber: string, claimId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documents: TClaimView['documents_requested']) =>
      apiRequest(`${claimsPath(policyNumber)}/${claimId}/documents`, {
        method: 'POST',
        body: { documents },
        schema: ZClaimView,
      }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKey(policyNumber) }),
  });
}
