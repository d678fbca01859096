import { premiumChanged, todayIso } from '@kavach/domain';
import type { Language } from '@kavach/domain/i18n/languages';
import type { Database } from '../../db/client.ts';
import { sameAsStored } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { changeJourney, type JourneyWriters } from '../journeys/journey-changes.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import type { Journey } from '../journeys/journey.ts';
import { verticalOf, type JourneyPrice, type JourneyVerticalConfig, type Verticals } from '../journeys/vertical.ts';
import type { CkycRegistry } from '../../providers/ckyc/index.ts';
import { proposerIdentity, searchProposerPan, type PanSearch } from '../kyc/check-journey-kyc.ts';
import { CONFIRMATION_REUSE } from '../kyc/ckyc-memo.ts';
import { kycStatus, missingAddressProof, reviewOf } from '../kyc/kyc-status.ts';
import { snapshotJourney } from './journey-snapshot.ts';
import { secondCoverProblem } from './second-cover.ts';

const PROPOSER_CHANGED = 'The proposer changed while this was being confirmed. Please review and confirm again.';

/** Whether the price a journey earns today is the one it holds. */
export const samePrice = (journey: Journey, fresh: JourneyPrice) =>
  sameAsStored(fresh, { premium: journey.premium, quoteRequest: journey.quoteRequest });

/**
 * Whether the journey, priced by its vertical as its facts stand on `now`'s day, earns the price it holds. A renewal's
 * price is the insurer's terms, never Kavach's rating: the insurer checks them when the renewal is submitted, and
 * declines one on terms it no longer gives (the premium is then refunded).
 */
export function earnsPrice(verticals: Verticals, journey: Journey, now: Date): boolean {
  if (journey.renewalOfPolicyId) return true;
  try {
    return samePrice(journey, verticalOf(verticals, journey).priceOn(journey, now));
  } catch {
    return false;
  }
}

/**
 * POST /v1/{health|termlife|motor}/journey/confirmation: the buyer confirms the reviewed proposal. Under the
 * journey's lock it is first priced again by its vertical as its facts stand today (docs/decisions.md §4a): a price
 * that moved since it was stored (a birthday, a lapsed no-claim bonus, an older vehicle) is stored in its place — the
 * review shows it, and a confirmed journey goes back to review — and the confirmation is refused (409) saying so, for
 * the buyer to review the new premium. Then refused, naming every missing part, unless the vertical's proposal parts
 * and KYC are all done. Else the journey as confirmed — cover, price, people and KYC result, read in the same
 * transaction — is frozen: that snapshot, and only it, can be paid for, with the `language` it was confirmed in (the
 * schedule's and the notices', unless the account chose one: docs/i18n.md).
 */
export async function confirmJourney(
  deps: { verticals: Verticals; db: Database; ckyc: CkycRegistry },
  owned: Journey,
  language: Language,
  now = new Date(),
) {
  // The registry is asked before the lock is taken: a slow CKYC service must not hold the journey (or, on PGlite,
  // the one database connection) while it answers. Its answer freezes into what is paid for, so only a recent one is
  // reused (ckyc-memo.ts). Under the lock the person — PAN, name and birth date — must still be the one searched.
  const journeys = createJourneyRepository(deps.db);
  const search = await searchProposerPan({ ...deps, journeys }, owned, CONFIRMATION_REUSE);
  // Before the lock too, for the same reason: a read of other journeys' policies, never on the locked connection.
  await refuseSecondCover(deps.db, verticalOf(deps.verticals, owned), owned, now);
  const outcome = await changeJourney(deps.db, owned.id, 'This journey is already paid', async (writers, journey) => {
    if (proposerIdentity(deps.verticals, journey) !== search.identity) throw new AppError('CONFLICT', PROPOSER_CHANGED);
    const vertical = verticalOf(deps.verticals, journey);
    const fresh = vertical.priceOn(journey, now);
    if (samePrice(journey, fresh)) return freeze(writers, vertical, journey, search.result, now, language);
    // Written, not thrown: the refusal is answered once this transaction has kept the new price.
    await writers.journeys.updateQuotedPricing(journey.id, fresh.quoteRequest, fresh.premium);
    return { repriced: fresh.premium.total_premium };
  });
  if ('repriced' in outcome) throw new AppError('CONFLICT', premiumChanged(outcome.repriced));
  return outcome;
}

/** The journey priced as today earns it and its proposal and KYC complete: frozen as the snapshot payment charges. */
async function freeze(
  { journeys, uploads, db }: JourneyWriters,
  vertical: JourneyVerticalConfig,
  journey: Journey,
  ckyc: PanSearch['result'],
  now: Date,
  language: Language,
) {
  const processed = await uploads.processedFor(journey.id);
  const missing = vertical.missingParts(journey, processed);
  const kyc = kycStatus(ckyc, vertical.kycConfig(journey), processed, reviewOf(journey), vertical.staffReviewed);
  // Issue 19: documents waiting for staff may be paid for; the policy is held until they are approved.
  if (kyc.kyc_status === 'REJECTED') missing.kyc = 'The KYC documents were not accepted: please upload them again';
  else if (kyc.kyc_status !== 'SUCCESS' && kyc.kyc_status !== 'UNDER_REVIEW')
    missing.kyc = missingAddressProof(vertical.kycConfig(journey), processed) ?? 'KYC is not complete';
  if (Object.keys(missing).length > 0) {
    throw new AppError('CONFLICT', `The proposal is incomplete: ${Object.keys(missing).join(', ')}`, {
      fields: missing,
    });
  }
  // Last, as it takes a lock beyond the journey's (term: on the life assured) for as short a time as it can.
  await vertical.confirmAgainstOthers?.(db, journey, now);
  if (kyc.kyc_status === 'UNDER_REVIEW' && journey.kycReviewStatus === null) await journeys.submitKycReview(journey.id);
  const onRecord = vertical.onRecord?.(journey, todayIso(now)) ?? {};
  await journeys.confirm(journey.id, snapshotJourney(journey, kyc, onRecord), vertical.reviewStep, language);
  return { journey_id: journey.id, status: 'CONFIRMED' as const, total_premium: journey.premium.total_premium };
}

/** A purchase whose cover a policy in force already holds on one of its days is refused before it can be paid. */
export async function refuseSecondCover(db: Database, vertical: JourneyVerticalConfig, journey: Journey, now: Date) {
  const problem = await secondCoverProblem(db, vertical, journey, now);
  if (problem) throw new AppError('CONFLICT', problem.words);
}
