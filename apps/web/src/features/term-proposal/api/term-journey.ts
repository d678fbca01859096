import {
  ZTermJourneyDetailsResponse,
  type TTermContact,
  type TTermLifeAssured,
  type TTermLifestyle,
  type TTermNominees,
  type TermProposalStep,
} from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { retryServerHiccups } from '../../../shared/api/retry.ts';

const BASE = '/v1/termlife/journey';

/** GET get-journey-details: the proposal so far, its step, what the declaration did to the price, and the price. */
export const termJourneyQuery = (journeyId: string) =>
  queryOptions({
    queryKey: ['term', 'journey-details', journeyId],
    queryFn: () =>
      apiRequest(`${BASE}/get-journey-details/${encodeURIComponent(journeyId)}`, {
        schema: ZTermJourneyDetailsResponse,
      }),
    retry: retryServerHiccups,
  });

type Saved = { journey_id: string; status: 'SAVED'; journey_step: TermProposalStep };
const save = (path: string, body: Record<string, unknown>) =>
  apiRequest<Saved>(`${BASE}/${path}`, { method: 'POST', body });

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
