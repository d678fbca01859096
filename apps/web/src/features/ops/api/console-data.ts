import { ZAuditLogResponse, ZOpsPaymentsResponse, ZOpsPolicySearchResponse, ZOpsSummaryResponse } from '@kavach/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { opsQuery, pageParam } from './ops-request.ts';

/** GET /v1/ops/summary: today's figures, refreshed every minute while the page is open. */
export const summaryQuery = () => ({
  ...opsQuery(['summary'], '/v1/ops/summary', ZOpsSummaryResponse),
  refetchInterval: 60_000,
});

/** GET /v1/ops/policies?q=: by number, mobile, PAN or name (at least 3 characters; each search is audited). */
export const policySearchQuery = (q: string) => ({
  ...opsQuery(['policies', q], '/v1/ops/policies', ZOpsPolicySearchResponse, { q }),
  enabled: q.trim().length >= 3,
});

/** GET /v1/ops/payments?status=&page=: attempts, newest first. */
export const paymentsQuery = (status: string, page: number) => ({
  ...opsQuery(['payments', status, page], '/v1/ops/payments', ZOpsPaymentsResponse, { status, page: pageParam(page) }),
  placeholderData: keepPreviousData,
});

/** GET /v1/ops/audit-log?page=: staff actions, newest first (admins only: 403 for the ops role). */
export const auditLogQuery = (_all: string, page: number) =>
  opsQuery(['audit-log', page], '/v1/ops/audit-log', ZAuditLogResponse, { page: pageParam(page) });
