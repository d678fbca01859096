import type { TJourneyDetailsResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';

// A refusal (not signed in, not this buyer's journey) is an answer, not a hiccup: asking again cannot change it.
export const retryServerHiccups = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/** spec 3 §7: GET /health/journey/get-journey-details/{journeyId}, what the proposal holds (§3.7). */
export const journeyDetailsQuery = (journeyId: string) =>
  queryOptions({
    queryKey: ['health', 'journey-details', journeyId],
    queryFn: () =>
      apiRequest<TJourneyDetailsResponse>(`/v1/health/journey/get-journey-details/${encodeURIComponent(journeyId)}`),
    retry: retryServerHiccups,
  });
