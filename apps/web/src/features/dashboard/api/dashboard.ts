import { ZDashboardResponse, type TDashboardResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { retryServerHiccups } from '../../../shared/api/retry.ts';

// A paid purchase waits on the insurer (its decision, its policy) for seconds to minutes, and on a person (staff
// checking the KYC documents, or the buyer's new ones) for hours.
const WITH_INSURER_REFRESH_MS = 5_000;
const WITH_PEOPLE_REFRESH_MS = 60_000;

/**
 * How often the dashboard reads itself again while a paid purchase waits, so the buyer sees it move without
 * reloading (one back from the insurer's inspection page sees the policy arrive): every 5 s while the insurer has it,
 * once a minute while people do, and not at all when nothing waits. Not in a hidden tab (react-query's default).
 */
export function dashboardRefreshMs(journeys: TDashboardResponse['journeys']): number | false {
  const paid = journeys.filter((j) => j.payment_held != null);
  if (paid.some((j) => j.insurer_stage)) return WITH_INSURER_REFRESH_MS;
  return paid.length > 0 ? WITH_PEOPLE_REFRESH_MS : false;
}

/** GET /v1/users/me/dashboard: the signed-in buyer's policies and unfinished journeys; 401 when not signed in. */
export const dashboardQuery = (sessionId: string | null) =>
  queryOptions({
    // Keyed by session: signing in or out is another dashboard.
    queryKey: ['users', 'me', 'dashboard', sessionId],
    queryFn: () => apiRequest('/v1/users/me/dashboard', { schema: ZDashboardResponse }),
    retry: retryServerHiccups,
    refetchInterval: (q) => dashboardRefreshMs(q.state.data?.journeys ?? []),
  });
