import type { TMotorJourneyDetailsResponse } from '@kavach/domain';
import type { z } from 'zod';
import type { ZMotorSaveResponse } from '@kavach/domain';

type TMotorSaveResponse = z.infer<typeof ZMotorSaveResponse>;
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

const SAVE_PATHS = {
  owner: 'save-owner-details',
  vehicle_details: 'save-vehicle-details',
  nominee: 'save-nominee-details',
} as const;

/** POST /v1/motor/journey/save-{owner|vehicle|nominee}-details: one proposal part; the server names the next step. */
export function saveMotorPart(part: keyof typeof SAVE_PATHS, journeyId: string, value: unknown) {
  return apiRequest<TMotorSaveResponse>(`/v1/motor/journey/${SAVE_PATHS[part]}`, {
    method: 'POST',
    body: { journey_id: journeyId, [part]: value },
  });
}
