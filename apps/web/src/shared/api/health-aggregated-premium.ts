import { ZAggregatedPremiumResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { retryServerHiccups } from './retry.ts';

/** spec 3 §7: GET /v1/health/journey/aggregated-premium-details/{journeyId} (§3.8), with the reasons it changed. */
export function fetchHealthAggregatedPremium(journeyId: string) {
  return apiRequest(`/v1/health/journey/aggregated-premium-details/${encodeURIComponent(journeyId)}`, {
    schema: ZAggregatedPremiumResponse,
  });
}

export const healthAggregatedPremiumQuery = (journeyId: string) =>
  queryOptions({
    queryKey: ['health', 'aggregated-premium', journeyId],
    queryFn: () => fetchHealthAggregatedPremium(journeyId),
    retry: retryServerHiccups,
  });
