import type { TDashboardResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';

/** GET /v1/users/me/dashboard: the signed-in buyer's policies and unfinished journeys; 401 when not signed in. */
export const dashboardQuery = (sessionId: string | null) =>
  queryOptions({
    // Keyed by session: signing in or out is another dashboard.
    queryKey: ['users', 'me', 'dashboard', sessionId],
    queryFn: () => apiRequest<TDashboardResponse>('/v1/users/me/dashboard'),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
