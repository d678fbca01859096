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
import { IN_PAGE_LANGUAGE } from '../../../shared/api/query-client.ts';

/**
 * GET get-journey-details: the proposal so far, its step, what the declaration did to the price, and the price. Its
 * riders' names and medical tests come in the page's language: asked for again when it changes.
 */
export const termJourneyQuery = (journeyId: string) => ({
  ...journeyReadQuery('TERM', 'get-journey-details', journeyId, ZTermJourneyDetailsResponse),
  meta: IN_PAGE_LANGUAGE,
});

/** Each saved step's endpoint, and its part's key in the body (a 400 names its fields under that key too). */
const SAVES = {
  LIFE_ASSURED: { path: 'save-life-assured', part: 'life_assured' },
  NOMINEES: { path: 'save-nominee-details', part: 'nominee_details' },
  CONTACT: { path: 'save-contact-details', part: 'contact_details' },
  LIFESTYLE: { path: 'save-lifestyle-declaration', part: 'lifestyle' },
} as const;
export type SavedStep = keyof typeof SAVES;
export type StepWire = {
  LIFE_ASSURED: TTermLifeAssured;
  NOMINEES: TTermNominees;
  CONTACT: TTermContact;
  LIFESTYLE: TTermLifestyle;
};
export const savedPart = (step: SavedStep) => SAVES[step].part;

/** POST /v1/termlife/journey/save-…: one step's part; the server answers with the step to go to next. */
export function saveTermPart<S extends SavedStep>(step: S, journeyId: string, value: StepWire[S]) {
  const { path, part } = SAVES[step];
  return apiRequest(`${journeyApi('TERM')}/${path}`, {
    method: 'POST',
    body: { journey_id: journeyId, [part]: value },
    schema: ZTermSaveResponse,
  });
}
