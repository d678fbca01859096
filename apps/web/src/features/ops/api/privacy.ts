import { ZOpsConsentsResponse, ZOpsDataRequestsResponse, type DataRequestKind } from '@kavach/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { opsQuery, pageParam } from './ops-request.ts';

/** GET /v1/ops/privacy/requests?kind=&page=: data requests, newest first (each read is audited). */
export const dataRequestsQuery = (kind: DataRequestKind | undefined, page: number) => ({
  ...opsQuery(['privacy', 'requests', { kind, page }], '/v1/ops/privacy/requests', ZOpsDataRequestsResponse, {
    kind,
    page: pageParam(page),
  }),
  placeholderData: keepPreviousData,
});

/** GET /v1/ops/privacy/consents?page=: each account's last marketing decision, newest first (audited). */
export const consentsQuery = (page: number) => ({
  ...opsQuery(['privacy', 'consents', page], '/v1/ops/privacy/consents', ZOpsConsentsResponse, {
    page: pageParam(page),
  }),
  placeholderData: keepPreviousData,
});
