import type { KycStagedConfig, TKycStatusResponse, TProposerDetails } from '@kavach/domain';
import type { CkycProvider } from '../../providers/ckyc/index.ts';
import type { JourneyRow } from '../health-journeys/repository.ts';
import type { UploadRepository } from './repository.ts';
import { kycStatus } from './kyc-status.ts';

/** A journey's KYC now: the proposer's PAN searched in CKYC, then the processed documents (kyc-status.ts). */
export async function checkJourneyKyc(deps: { ckyc: CkycProvider; uploads: UploadRepository }, journey: JourneyRow, config: KycStagedConfig | undefined): Promise<TKycStatusResponse> {
  const pan = (journey.proposer as TProposerDetails | null)?.pan_number;
  const search = pan ? await deps.ckyc.search({ pan }) : 'NOT_FOUND';
  return kycStatus(search, config, await deps.uploads.processedFor(journey.id));
}
