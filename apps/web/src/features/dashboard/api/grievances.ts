import { ZGrievance, ZGrievanceListResponse, type TRaiseGrievanceRequest } from '@kavach/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { retryServerHiccups } from '../../../shared/api/retry.ts';

/**
 * GET /v1/users/me/grievances: the signed-in buyer's complaints, with the IRDAI dates and, when late, where to
 * escalate.
 */
export const grievancesQuery = (sessionId: string | null) =>
  queryOptions({
    queryKey: ['users', 'me', 'grievances', sessionId],
    queryFn: () => apiRequest('/v1/users/me/grievances', { schema: ZGrievanceListResponse }),
    retry: retryServerHiccups,
  });

/** POST /v1/users/me/grievances: raise a complaint; the list is read again. */
export function useRaiseGrievance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRaiseGrievanceRequest) =>
      apiRequest('/v1/users/me/grievances', { method: 'POST', body, schema: ZGrievance }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: ['users', 'me', 'grievances'] }),
  });
}
