import { ZAggregatedPremiumResponse, type TAddonRequestItem } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';
import { journeyApi } from '../../../shared/api/journey-read.ts';

/** PUT /v1/termlife/journey/{id}/addons: saves the rider choice; the server re-prices it. */
export function saveTermJourneyAddons(journeyId: string, addons: TAddonRequestItem[]) {
  return apiRequest(`${journeyApi('TERM')}/${encodeURIComponent(journeyId)}/addons`, {
    method: 'PUT',
    body: { addons },
    schema: ZAggregatedPremiumResponse,
  });
}
