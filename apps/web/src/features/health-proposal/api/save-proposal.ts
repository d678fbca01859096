import type { TContactDetails, TNominee, TSaveInsuredMembersRequest, TSaveMedicalRequest } from '@kavach/domain';
import { apiRequest } from '../../../shared/api/client.ts';

// docs/product/proposal-kyc.md §7: the proposal's saves. Each resolves only on a 2xx; anything else throws ApiError.

type Saved = { journey_id: string; status: 'SAVED'; journey_step: string };
const post = (path: string, body: unknown) => apiRequest<Saved>(`/v1/health/journey/${path}`, { method: 'POST', body });

export function saveInsuredMembers(body: TSaveInsuredMembersRequest): Promise<Saved> {
  return post('save-insured-member-details', body);
}

export function saveNominee(journeyId: string, userId: string | null, nominee: TNominee): Promise<Saved> {
  return post('save-nominee-details', { journey_id: journeyId, user_id: userId, nominee_list: [nominee] });
}

export function saveContact(journeyId: string, userId: string | null, contact: TContactDetails): Promise<Saved> {
  return post('save-contact-details', { journey_id: journeyId, user_id: userId, contact_details: contact });
}

export function saveMedical(body: TSaveMedicalRequest): Promise<Saved> {
  return post('save-medical-declaration', body);
}
