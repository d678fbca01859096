import { ZOpsPaymentHistoryResponse, ZOpsReconciliationResponse } from '@kavach/domain';
import { opsQuery } from './ops-request.ts';

/** GET /v1/ops/reconciliation?date=: one day's captures against its policies (today without a date). */
export const reconciliationQuery = (date: string) =>
  opsQuery(['reconciliation', date], '/v1/ops/reconciliation', ZOpsReconciliationResponse, { date });

/** GET /v1/ops/payments/{id}/history: every status the attempt took and every verified webhook, in order. */
export const paymentHistoryQuery = (attemptId: string) =>
  opsQuery(
    ['payment-history', attemptId],
    `/v1/ops/payments/${encodeURIComponent(attemptId)}/history`,
    ZOpsPaymentHistoryResponse,
  );
