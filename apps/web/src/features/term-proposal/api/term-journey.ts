import {
  ZTermJourneyDetailsResponse,
  ZTermSaveResponse,
  type TTermContact,
  type TTermLifeAssured,
  type TTermLifestyle,
  type TTermNominees,
} from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';
import { journeyApi, journeyReadQuery } from '../../../shared/api/journey-read.ts';

/** GET get-journey-details: the proposal so far, its step, what the declaration did to the price, and the price. */
export const termJourneyQuery = (journeyId: string) =>
  journeyReadQuery('TERM', 'get-journey-details', journeyId, ZTermJourneyDetailsResponse);

const save = (path: string, body: Record<string, unknown>) =>
  apiRequest(`${journeyApi('TERM')}/${path}`, { method: 'POST', body, schema: ZTermSaveResponse });

/** One save per step; each answers with the step to go to next. */
export const saveTermPart = {
  LIFE_ASSURED: (journeyId: string, life_assured: TTermLifeAssured) =>
    save('save-life-assured', { journey_id: journeyId, life_assured }),
  NOMINEES: (journeyId: string, nominee_details: TTermNominees) =>
    save('save-nominee-details', { journey_id: journeyId, nominee_details }),
  CONTACT: (journeyId: string, contact_details: TTermContact) =>
    save('save-contact-details', { journey_id: journeyId, contact_details }),
  LIFESTYLE: (journeyId: string, lifestyle: TTermLifestyle) =>
    save('save-lifestyle-declaration', { journey_id: journeyId, lifestyle }),
};
