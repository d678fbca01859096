import { ZDashboardResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { retryServerHiccups } from '../../../shared/api/retry.ts';

const WAITING_REFRESH_MS = 5000;

/** GET /v1/users/me/dashboard: the signed-in buyer's policies and unfinished journeys; 401 when not signed in. */
export const dashboardQuery = (sessionId: string | null) =>
  queryOptions({
    // Keyed by session: signing in or out is another dashboard.
    queryKey: ['users', 'me', 'dashboard', sessionId],
    queryFn: () => apiRequest('/v1/users/me/dashboard', { schema: ZDashboardResponse }),
    retry: retryServerHiccups,
    // Paid and waiting (for staff's KYC check or the insurer's decision and policy): the page follows it by itself, so
    // a buyer back from the insurer's inspection page sees the policy arrive without reloading.
    refetchInterval: (q) => (q.state.data?.journeys.some((j) => j.payment_held != null) ? WAITING_REFRESH_MS : false),
  });
