import type { TKycStatusResponse } from '@kavach/domain';
import type { CkycProvider } from '../../providers/ckyc/index.ts';
import type { JourneyRepository, JourneyRow } from '../journeys/repository.ts';
import { kycPersonOf, verticalOf, type Verticals } from '../journeys/vertical.ts';
import type { UploadRepository } from './repository.ts';
import { kycStatus, reviewOf } from './kyc-status.ts';

export type PanSearch = { pan: string | null; result: 'FOUND' | 'NOT_FOUND' };

/** The PAN of the person the journey's KYC is about (its vertical's `kycPerson`), null before it is given. */
export const proposerPan = (verticals: Verticals, journey: JourneyRow): string | null =>
  kycPersonOf(verticals, journey)?.pan_number ?? null;

/** The proposer's PAN searched in CKYC (a network call: never made while a journey is locked). */
export async function searchProposerPan(
  ckyc: CkycProvider,
  verticals: Verticals,
  journey: JourneyRow,
): Promise<PanSearch> {
  const person = kycPersonOf(verticals, journey);
  const pan = person?.pan_number ?? null;
  return {
    pan,
    result: person && pan ? await ckyc.search({ pan, full_name: person.full_name, dob: person.dob }) : 'NOT_FOUND',
  };
}

/**
 * A journey's KYC now: the proposer's PAN searched in CKYC, then the processed documents and staff's review
 * (kyc-status.ts). Given `journeys`, documents found complete for the first time are sent for review (issue 19).
 */
export async function checkJourneyKyc(
  deps: { ckyc: CkycProvider; uploads: UploadRepository; verticals: Verticals; journeys?: JourneyRepository },
  journey: JourneyRow,
): Promise<TKycStatusResponse> {
  const search = await searchProposerPan(deps.ckyc, deps.verticals, journey);
  const config = verticalOf(deps.verticals, journey).kycConfig(journey);
  const status = kycStatus(search.result, config, await deps.uploads.processedFor(journey.id), reviewOf(journey));
  if (status.kyc_status === 'UNDER_REVIEW' && journey.kycReviewStatus === null)
    await deps.journeys?.submitKycReview(journey.id);
  return status;
}
