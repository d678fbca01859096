import { ZAuditLogResponse, ZOpsPaymentsResponse, ZOpsPolicySearchResponse, ZOpsSummaryResponse } from '@kavach/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { opsQuery } from './ops-request.ts';

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

/** GET /v1/ops/payments?status=: the latest 100 attempts. */
export const paymentsQuery = (status: string) => ({
  ...opsQuery(['payments', status], '/v1/ops/payments', ZOpsPaymentsResponse, { status }),
  placeholderData: keepPreviousData,
});

/** GET /v1/ops/audit-log: the latest 200 staff actions (admins only: 403 for the ops role). */
export const auditLogQuery = () => opsQuery(['audit-log'], '/v1/ops/audit-log', ZAuditLogResponse);
