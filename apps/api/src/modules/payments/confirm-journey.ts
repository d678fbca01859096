import { DEFAULT_KYC_CONFIG } from '@kavach/domain';
import type { HealthCatalogue } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';
import type { JourneyRepository, JourneyRow } from '../health-journeys/repository.ts';
import type { CkycProvider } from '../../providers/ckyc/index.ts';
import { checkJourneyKyc } from '../kyc/check-journey-kyc.ts';
import type { UploadRepository } from '../kyc/repository.ts';

/**
 * POST /v1/health/journey/confirmation: the buyer confirms the reviewed proposal. Refused, naming every missing
 * part, unless members, nominee, contact, medical declaration and KYC are all done.
 */
export async function confirmJourney(deps: { catalogue: HealthCatalogue; journeys: JourneyRepository; uploads: UploadRepository; ckyc: CkycProvider }, journey: JourneyRow) {
  if (journey.status === 'PAID') throw new AppError('CONFLICT', 'This journey is already paid');
  const missing: Record<string, string> = {};
  if (!journey.proposer || !journey.insuredMembers) missing.members = 'Proposer and insured member details are missing';
  if (!journey.nominee) missing.nominee = 'Nominee details are missing';
  if (!journey.contact) missing.contact = 'Contact details are missing';
  if (!journey.medical) missing.medical = 'The medical declaration is missing';
  const plan = deps.catalogue.plansById.get(journey.planId);
  const kyc = await checkJourneyKyc(deps, journey, plan?.kyc_staged_config ?? DEFAULT_KYC_CONFIG);
  if (kyc.kyc_status !== 'SUCCESS') missing.kyc = 'KYC is not complete';
  if (Object.keys(missing).length > 0) {
    throw new AppError('CONFLICT', `The proposal is incomplete: ${Object.keys(missing).join(', ')}`, { fields: missing });
  }
  await deps.journeys.updateProposal(journey.id, { journeyStep: 'REVIEW_SUBMIT' });
  await deps.journeys.setStatus(journey.id, 'CONFIRMED');
  return { journey_id: journey.id, status: 'CONFIRMED' as const, total_premium: journey.premium.total_premium };
}
