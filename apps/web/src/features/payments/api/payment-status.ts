import {
  PAYMENT_PROCESSING_INITIAL_DELAY_MS,
  PAYMENT_PROCESSING_POLL_INTERVAL_MS,
  ZPaymentStatusResponse,
  isPaymentSuccess,
  type ApiVertical,
  type TPaymentStatusResponse,
} from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { retryServerHiccups } from '../../../shared/api/retry.ts';

/**
 * docs/product/review-payment-term-bike.md §7: GET /{health|term|motor}/payments/{paymentAttemptId}/status, the
 * vertical from the page path.
 */
export function fetchAttemptStatus(vertical: ApiVertical, paymentAttemptId: string) {
  return apiRequest(`/v1/${vertical}/payments/${encodeURIComponent(paymentAttemptId)}/status`, {
    schema: ZPaymentStatusResponse,
  });
}

/** Not asked yet: the query starts from it, so its first ask is the interval's, 1 s after it is enabled. */
const NOT_ASKED = null;

/**
 * The processing page's status (docs/product/review-payment-term-bike.md §4.10): 1 s after the return was passed on,
 * then every 2 s until the attempt is paid or failed. The first wait is TanStack Query's own interval, started from a
 * placeholder answer.
 */
export const attemptStatusQuery = (vertical: ApiVertical, paymentAttemptId: string) =>
  queryOptions<TPaymentStatusResponse | null>({
    queryKey: ['payments', 'status', vertical, paymentAttemptId],
    queryFn: () => fetchAttemptStatus(vertical, paymentAttemptId),
    initialData: NOT_ASKED,
    staleTime: Infinity,
    retry: retryServerHiccups,
    refetchInterval: (q) => {
      if (q.state.status === 'error') return false;
      const data = q.state.data;
      if (data === NOT_ASKED || data === undefined) return PAYMENT_PROCESSING_INITIAL_DELAY_MS;
      return isPaymentSuccess(data.status) || data.status === 'FAILED' ? false : PAYMENT_PROCESSING_POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
  });
