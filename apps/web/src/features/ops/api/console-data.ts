import { ZAuditLogResponse, ZOpsPaymentsResponse, ZOpsPolicySearchResponse, ZOpsSummaryResponse } from '@kavach/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request.ts';

/** GET /v1/ops/summary: today's figures, refreshed every minute while the page is open. */
export const summaryQuery = () =>
  queryOptions({
    queryKey: ['ops', 'summary'],
    queryFn: () => opsRequest('/v1/ops/summary', { schema: ZOpsSummaryResponse }),
    refetchInterval: 60_000,
    retry: false,
  });

/** GET /v1/ops/policies?q=: by number, mobile, PAN or name (at least 3 characters; each search is audited). */
export const policySearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['ops', 'policies', q],
    queryFn: () => opsRequest(`/v1/ops/policies?q=${encodeURIComponent(q)}`, { schema: ZOpsPolicySearchResponse }),
    enabled: q.trim().length >= 3,
    retry: false,
  });

/** GET /v1/ops/payments?status=: the latest 100 attempts. */
export const paymentsQuery = (status: string) =>
  queryOptions({
    queryKey: ['ops', 'payments', status],
    queryFn: () =>
      opsRequest(`/v1/ops/payments${status ? `?status=${encodeURIComponent(status)}` : ''}`, {
        schema: ZOpsPaymentsResponse,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /v1/ops/audit-log: the latest 200 staff actions (admins only: 403 for the ops role). */
export const auditLogQuery = () =>
  queryOptions({
    queryKey: ['ops', 'audit-log'],
    queryFn: () => opsRequest('/v1/ops/audit-log', { schema: ZAuditLogResponse }),
    retry: false,
  });
