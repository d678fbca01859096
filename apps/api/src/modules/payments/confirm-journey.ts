import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { changeJourney } from '../journeys/journey-changes.ts';
import type { JourneyRow } from '../journeys/repository.ts';
import { verticalOf, type Verticals } from '../journeys/vertical.ts';
import type { CkycProvider } from '../../providers/ckyc/index.ts';
import { proposerPan, searchProposerPan } from '../kyc/check-journey-kyc.ts';
import { kycStatus, reviewOf } from '../kyc/kyc-status.ts';
import { snapshotJourney } from './journey-snapshot.ts';

const PROPOSER_CHANGED = 'The proposer changed while this was being confirmed. Please review and confirm again.';

/**
 * POST /v1/{health|termlife}/journey/confirmation: the buyer confirms the reviewed proposal. Refused, naming every
 * missing part, unless the vertical's proposal parts and KYC are all done. Under the journey's lock, the journey as
 * confirmed — cover, price, people and KYC result, read in the same transaction — is frozen: that snapshot, and
 * only it, can be paid for.
 */
export async function confirmJourney(
  deps: { verticals: Verticals; db: Database; ckyc: CkycProvider },
  owned: JourneyRow,
) {
  // The registry is asked before the lock is taken: a slow CKYC service must not hold the journey (or, on PGlite,
  // the one database connection) while it answers. Under the lock the PAN must still be the one searched.
  const search = await searchProposerPan(deps.ckyc, deps.verticals, owned);
  return changeJourney(deps.db, owned.id, 'This journey is already paid', async ({ journeys, uploads }, journey) => {
    if (proposerPan(deps.verticals, journey) !== search.pan) throw new AppError('CONFLICT', PROPOSER_CHANGED);
    const vertical = verticalOf(deps.verticals, journey);
    const processed = await uploads.processedFor(journey.id);
    const missing = vertical.missingParts(journey, processed);
    const kyc = kycStatus(search.result, vertical.kycConfig(journey), processed, reviewOf(journey));
    // Issue 19: documents waiting for staff may be paid for; the policy is held until they are approved.
    if (kyc.kyc_status === 'REJECTED') missing.kyc = 'The KYC documents were not accepted: please upload them again';
    else if (kyc.kyc_status !== 'SUCCESS' && kyc.kyc_status !== 'UNDER_REVIEW') missing.kyc = 'KYC is not complete';
    if (Object.keys(missing).length > 0) {
      throw new AppError('CONFLICT', `The proposal is incomplete: ${Object.keys(missing).join(', ')}`, {
        fields: missing,
      });
    }
    if (kyc.kyc_status === 'UNDER_REVIEW' && journey.kycReviewStatus === null)
      await journeys.submitKycReview(journey.id);
    await journeys.confirm(journey.id, snapshotJourney(journey, kyc), vertical.reviewStep);
    return { journey_id: journey.id, status: 'CONFIRMED' as const, total_premium: journey.premium.total_premium };
  });
}
