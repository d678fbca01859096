import { ZDashboardResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { retryServerHiccups } from '../../../shared/api/retry.ts';

/** GET /v1/users/me/dashboard: the signed-in buyer's policies and unfinished journeys; 401 when not signed in. */
export const dashboardQuery = (sessionId: string | null) =>
  queryOptions({
    // Keyed by session: signing in or out is another dashboard.
    queryKey: ['users', 'me', 'dashboard', sessionId],
    queryFn: () => apiRequest('/v1/users/me/dashboard', { schema: ZDashboardResponse }),
    retry: retryServerHiccups,
  });
