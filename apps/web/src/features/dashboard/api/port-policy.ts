import { ZPortOptionsResponse, ZPortPolicyResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

const base = (policyNumber: string) => `/v1/policies/${encodeURIComponent(policyNumber)}`;

/** GET …/port-options: the plans of other insurers the health policy may move to, read when the dialog opens. */
export const portOptionsQuery = (policyNumber: string) =>
  queryOptions({
    queryKey: ['policies', policyNumber, 'port-options'],
    queryFn: ({ signal }) => apiRequest(`${base(policyNumber)}/port-options`, { signal, schema: ZPortOptionsResponse }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** POST …/port: the move started on a plan; answers the new plan's journey, which the buyer reviews and pays. */
export const portPolicy = (policyNumber: string, planId: string) =>
  apiRequest(`${base(policyNumber)}/port`, {
    method: 'POST',
    body: { plan_id: planId },
    schema: ZPortPolicyResponse,
  });
