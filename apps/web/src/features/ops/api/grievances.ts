import {
  ZOpsGrievance,
  ZOpsGrievanceQueueResponse,
  type GrievanceState,
  type TOpsGrievanceRespondRequest,
} from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request.ts';

const path = (id: string) => `/v1/ops/grievances/${encodeURIComponent(id)}`;

/** GET /v1/ops/grievances?state=: overdue first, then open oldest first, then closed; asked again every 30 s. */
export const grievanceQueueQuery = (state: GrievanceState | undefined) =>
  queryOptions({
    queryKey: ['ops', 'grievances', { state }],
    queryFn: () =>
      opsRequest(`/v1/ops/grievances${state ? `?state=${state}` : ''}`, { schema: ZOpsGrievanceQueueResponse }),
    refetchInterval: 30_000,
    retry: false,
  });

/** GET /v1/ops/grievances/{id}: one complaint (each look is audited). */
export const grievanceQuery = (id: string) =>
  queryOptions({
    queryKey: ['ops', 'grievances', id],
    queryFn: () => opsRequest(path(id), { schema: ZOpsGrievance }),
    retry: false,
  });

export const acknowledgeGrievance = (id: string) =>
  opsRequest(`${path(id)}/acknowledge`, { method: 'POST', body: {}, schema: ZOpsGrievance });
export const respondToGrievance = (id: string, body: TOpsGrievanceRespondRequest) =>
  opsRequest(`${path(id)}/respond`, { method: 'POST', body, schema: ZOpsGrievance });
export const closeGrievance = (id: string) =>
  opsRequest(`${path(id)}/close`, { method: 'POST', body: {}, schema: ZOpsGrievance });
