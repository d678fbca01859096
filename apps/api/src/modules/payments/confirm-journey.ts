import { DEFAULT_KYC_CONFIG } from '@kavach/domain';
import type { HealthCatalogue } from '@kavach/rating';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { changeJourney } from '../journeys/journey-changes.ts';
import type { JourneyRow } from '../journeys/repository.ts';
import type { CkycProvider } from '../../providers/ckyc/index.ts';
import { proposerPan, searchProposerPan } from '../kyc/check-journey-kyc.ts';
import { kycStatus } from '../kyc/kyc-status.ts';
import { snapshotJourney } from './journey-snapshot.ts';

const PROPOSER_CHANGED = 'The proposer changed while this was being confirmed. Please review and confirm again.';

/**
 * POST /v1/health/journey/confirmation: the buyer confirms the reviewed proposal. Refused, naming every missing
 * part, unless members, nominee, contact, medical declaration and KYC are all done. Under the journey's lock, the
 * journey as confirmed — cover, price, people and KYC result, read in the same transaction — is frozen: that
 * snapshot, and only it, can be paid for.
 */
export async function confirmJourney(deps: { catalogue: HealthCatalogue; db: Database; ckyc: CkycProvider }, owned: JourneyRow) {
  // The registry is asked before the lock is taken: a slow CKYC service must not hold the journey (or, on PGlite,
  // the one database connection) while it answers. Under the lock the PAN must still be the one searched.
  const search = await searchProposerPan(deps.ckyc, owned);
  return changeJourney(deps.db, owned.id, 'This journey is already paid', async ({ journeys, uploads }, journey) => {
    if (proposerPan(journey) !== search.pan) throw new AppError('CONFLICT', PROPOSER_CHANGED);
    const missing: Record<string, string> = {};
    if (!journey.proposer || !journey.insuredMembers) missing.members = 'Proposer and insured member details are missing';
    if (!journey.nominee) missing.nominee = 'Nominee details are missing';
    if (!journey.contact) missing.contact = 'Contact details are missing';
    if (!journey.medical) missing.medical = 'The medical declaration is missing';
    const plan = deps.catalogue.plansById.get(journey.planId);
    const kyc = kycStatus(search.result, plan?.kyc_staged_config ?? DEFAULT_KYC_CONFIG, await uploads.processedFor(journey.id));
    if (kyc.kyc_status !== 'SUCCESS') missing.kyc = 'KYC is not complete';
    if (Object.keys(missing).length > 0) {
      throw new AppError('CONFLICT', `The proposal is incomplete: ${Object.keys(missing).join(', ')}`, { fields: missing });
    }
    await journeys.confirm(journey.id, snapshotJourney(journey, kyc));
    return { journey_id: journey.id, status: 'CONFIRMED' as const, total_premium: journey.premium.total_premium };
  });
}
