import type { TAddonRequestItem, TAggregatedPremiumResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /v1/termlife/journey/initiate-journey (spec 3 §3.13): the journey belongs to the tracked session. */
export async function initiateTermJourney(input: {
  quote_id: string;
  plan_id: string;
  insurer_id: string;
}): Promise<string> {
  const res = await apiRequest<{ journey_id: string }>('/v1/termlife/journey/initiate-journey', {
    method: 'POST',
    body: { ...input, user_id: '' },
  });
  return res.journey_id;
}

export function getTermAggregatedPremium(journeyId: string): Promise<TAggregatedPremiumResponse> {
  return apiRequest<TAggregatedPremiumResponse>(
    `/v1/termlife/journey/aggregated-premium-details/${encodeURIComponent(journeyId)}`,
  );
}

/** PUT /v1/termlife/journey/{id}/addons: saves the rider choice; the server re-prices it. */
export function saveTermJourneyAddons(
  journeyId: string,
  addons: TAddonRequestItem[],
): Promise<TAggregatedPremiumResponse> {
  return apiRequest<TAggregatedPremiumResponse>(`/v1/termlife/journey/${encodeURIComponent(journeyId)}/addons`, {
    method: 'PUT',
    body: { addons },
  });
}
