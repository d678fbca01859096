import type { TAggregatedPremiumResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { retryServerHiccups } from './journey-details.ts';

/** spec 3 §7: GET /health/journey/aggregated-premium-details/{journeyId} (§3.8), with the reasons it changed. */
export const premiumQuery = (journeyId: string) =>
  queryOptions({
    queryKey: ['health', 'aggregated-premium', journeyId],
    queryFn: () =>
      apiRequest<TAggregatedPremiumResponse>(
        `/v1/health/journey/aggregated-premium-details/${encodeURIComponent(journeyId)}`,
      ),
    retry: retryServerHiccups,
  });
