import {
  ZOpsGrievance,
  ZOpsGrievanceQueueResponse,
  type GrievanceState,
  type TOpsGrievanceRespondRequest,
} from '@kavach/domain';
import { opsQuery, opsRequest, pageParam } from './ops-request.ts';

const path = (id: string) => `/v1/ops/grievances/${encodeURIComponent(id)}`;

/** GET /v1/ops/grievances?state=&page=: overdue first, then open oldest first, then closed; asked again every 30 s. */
export const grievanceQueueQuery = (state: GrievanceState | undefined, page: number) => ({
  ...opsQuery(['grievances', { state, page }], '/v1/ops/grievances', ZOpsGrievanceQueueResponse, {
    state,
    page: pageParam(page),
  }),
  refetchInterval: 30_000,
});

/** GET /v1/ops/grievances/{id}: one complaint (each look is audited). */
export const grievanceQuery = (id: string) => opsQuery(['grievances', id], path(id), ZOpsGrievance);

export const acknowledgeGrievance = (id: string) =>
  opsRequest(`${path(id)}/acknowledge`, { method: 'POST', body: {}, schema: ZOpsGrievance });
export const respondToGrievance = (id: string, body: TOpsGrievanceRespondRequest) =>
  opsRequest(`${path(id)}/respond`, { method: 'POST', body, schema: ZOpsGrievance });
export const closeGrievance = (id: string) =>
  opsRequest(`${path(id)}/close`, { method: 'POST', body: {}, schema: ZOpsGrievance });
