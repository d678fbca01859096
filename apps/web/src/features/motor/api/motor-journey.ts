import { ZMotorJourneyDetailsResponse, ZMotorSaveResponse } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';
import { journeyApi, journeyReadQuery } from '../../../shared/api/journey-read.ts';

/** GET /v1/motor/journey/get-journey-details/{id}: the proposal so far and the cover it prices (signed in). */
export const motorJourneyQuery = (journeyId: string) =>
  journeyReadQuery('MOTOR', 'get-journey-details', journeyId, ZMotorJourneyDetailsResponse);

const SAVE_PATHS = {
  owner: 'save-owner-details',
  vehicle_details: 'save-vehicle-details',
  nominee: 'save-nominee-details',
} as const;

/** POST /v1/motor/journey/save-{owner|vehicle|nominee}-details: one proposal part; the server names the next step. */
export function saveMotorPart(part: keyof typeof SAVE_PATHS, journeyId: string, value: unknown) {
  return apiRequest(`${journeyApi('MOTOR')}/${SAVE_PATHS[part]}`, {
    method: 'POST',
    body: { journey_id: journeyId, [part]: value },
    schema: ZMotorSaveResponse,
  });
}
