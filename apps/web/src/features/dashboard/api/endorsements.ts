import { ZEndorsementView, ZEndorsementsResponse, type TRequestEndorsementRequest } from '@kavach/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

const endorsementsPath = (policyNumber: string) => `/v1/policies/${encodeURIComponent(policyNumber)}/endorsements`;
const key = (policyNumber: string) => ['policies', policyNumber, 'endorsements'];

/**
 * GET /v1/policies/{policy_number}/endorsements: what the policy may change, and each change asked for with where it
 * stands; read again every few seconds while one is with the insurer.
 */
export const endorsementsQuery = (policyNumber: string) =>
  queryOptions({
    queryKey: key(policyNumber),
    queryFn: ({ signal }) => apiRequest(endorsementsPath(policyNumber), { signal, schema: ZEndorsementsResponse }),
    refetchInterval: (q) => (q.state.data?.endorsements.some((e) => e.status === 'SENDING') ? 3000 : false),
    retry: false,
  });

/** POST /v1/policies/{policy_number}/endorsements: one change, sent to the insurer. */
export function useRequestEndorsement(policyNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequestEndorsementRequest) =>
      apiRequest(endorsementsPath(policyNumber), { method: 'POST', body, schema: ZEndorsementView }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: key(policyNumber) }),
  });
}

/** Where the revised schedule of one change downloads from. */
export const endorsementSchedulePath = (policyNumber: string, endorsementId: string) =>
  `${endorsementsPath(policyNumber)}/${endorsementId}/schedule`;
