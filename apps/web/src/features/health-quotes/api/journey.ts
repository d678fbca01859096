import type { TAddonRequestItem, TAggregatedPremiumResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

export async function initiateJourney(input: {
  quote_id: string;
  plan_id: string;
  insurer_id: string;
}): Promise<string> {
  const res = await apiRequest<{ journey_id: string }>('/v1/health/journey/initiate-journey', {
    method: 'POST',
    body: { ...input, user_id: '' },
  });
  return res.journey_id;
}

export function getAggregatedPremium(journeyId: string): Promise<TAggregatedPremiumResponse> {
  return apiRequest<TAggregatedPremiumResponse>(
    `/v1/health/journey/aggregated-premium-details/${encodeURIComponent(journeyId)}`,
  );
}

export function saveJourneyAddons(journeyId: string, addons: TAddonRequestItem[]): Promise<TAggregatedPremiumResponse> {
  return apiRequest<TAggregatedPremiumResponse>(`/v1/health/journey/${encodeURIComponent(journeyId)}/addons`, {
    method: 'PUT',
    body: { addons },
  });
}
