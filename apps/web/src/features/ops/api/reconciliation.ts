import { ZOpsPaymentHistoryResponse, ZOpsReconciliationResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request.ts';

/** GET /v1/ops/reconciliation?date=: one day's captures against its policies (today without a date). */
export const reconciliationQuery = (date: string) =>
  queryOptions({
    queryKey: ['ops', 'reconciliation', date],
    queryFn: () =>
      opsRequest(`/v1/ops/reconciliation${date ? `?date=${encodeURIComponent(date)}` : ''}`, {
        schema: ZOpsReconciliationResponse,
      }),
    retry: false,
  });

/** GET /v1/ops/payments/{id}/history: every status the attempt took and every verified webhook, in order. */
export const paymentHistoryQuery = (attemptId: string) =>
  queryOptions({
    queryKey: ['ops', 'payment-history', attemptId],
    queryFn: () =>
      opsRequest(`/v1/ops/payments/${encodeURIComponent(attemptId)}/history`, { schema: ZOpsPaymentHistoryResponse }),
    retry: false,
  });
