import type { TMotorJourneyDetailsResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /v1/motor/journey/initiate-journey: the server prices the signed quote again and starts the journey. */
export async function initiateMotorJourney(quote: {
  quote_id: string;
  plan_id: string;
  insurer_id: string;
  quote_token: string;
}): Promise<string> {
  const res = await apiRequest<{ journey_id: string }>('/v1/motor/journey/initiate-journey', {
    method: 'POST',
    body: quote,
  });
  return res.journey_id;
}

/** GET /v1/motor/journey/get-journey-details/{id}: the proposal so far and the cover it prices (signed in). */
export const motorJourneyQuery = (journeyId: string) =>
  queryOptions({
    queryKey: ['motor', 'journey', journeyId],
    queryFn: ({ signal }) =>
      apiRequest<TMotorJourneyDetailsResponse>(
        `/v1/motor/journey/get-journey-details/${encodeURIComponent(journeyId)}`,
        { signal },
      ),
    retry: false,
  });
