import { ZJourneyDetailsResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { retryServerHiccups } from './retry.ts';

/** spec 3 §7: GET /v1/health/journey/get-journey-details/{journeyId}, what the proposal holds (§3.7). */
export function fetchHealthJourneyDetails(journeyId: string) {
  return apiRequest(`/v1/health/journey/get-journey-details/${encodeURIComponent(journeyId)}`, {
    schema: ZJourneyDetailsResponse,
  });
}

/** The review reads it; the proposal restores a fresh tab from it (through `queryClient.fetchQuery`). */
export const healthJourneyDetailsQuery = (journeyId: string) =>
  queryOptions({
    queryKey: ['health', 'journey-details', journeyId],
    queryFn: () => fetchHealthJourneyDetails(journeyId),
    retry: retryServerHiccups,
  });
