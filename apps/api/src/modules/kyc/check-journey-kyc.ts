import type { TKycStatusResponse } from '@kavach/domain';
import type { CkycRegistry } from '../../providers/ckyc/index.ts';
import type { JourneyRepository } from '../journeys/repository.ts';
import type { Journey } from '../journeys/journey.ts';
import { kycPersonOf, verticalOf, type Verticals } from '../journeys/vertical.ts';
import type { UploadRepository } from './repository.ts';
import { ckycIdentity, READ_REUSE, reusableAnswer, type CkycReuse } from './ckyc-memo.ts';
import { kycStatus, reviewOf } from './kyc-status.ts';

/** Who was searched (ckycIdentity; null before a PAN is given) and whether the registry holds them. */
export type PanSearch = { identity: string | null; result: 'FOUND' | 'NOT_FOUND' };

export type CkycDeps = { ckyc: CkycRegistry; verticals: Verticals; journeys: JourneyRepository };

/**
 * Who the journey's KYC is about (its vertical's `kycPerson`), as the registry is asked; null before a PAN is given.
 */
export function proposerIdentity(verticals: Verticals, journey: Journey): string | null {
  const person = kycPersonOf(verticals, journey);
  return person?.pan_number ? ckycIdentity(person) : null;
}

/**
 * The proposer's PAN searched in CKYC (a network call: never made while a journey is locked). The journey's
 * remembered answer for this same person is reused while `reuse` allows (ckyc-memo.ts); otherwise the registry is
 * asked and its answer remembered. An unreachable registry is no answer: CKYC stays pending, and is asked again.
 */
export async function searchProposerPan(
  deps: CkycDeps,
  journey: Journey,
  reuse: CkycReuse = READ_REUSE,
): Promise<PanSearch> {
  const person = kycPersonOf(deps.verticals, journey);
  if (!person?.pan_number) return { identity: null, result: 'NOT_FOUND' };
  const identity = ckycIdentity(person);
  let answer = reusableAnswer(journey.ckycSearch, identity, reuse);
  if (!answer) {
    answer = await deps.ckyc.search({ pan: person.pan_number, full_name: person.full_name, dob: person.dob });
    await deps.journeys.rememberCkycSearch(journey, { identity, answer, searched_at: new Date().toISOString() });
  }
  return { identity, result: answer === 'FOUND' ? 'FOUND' : 'NOT_FOUND' };
}

/**
 * A journey's KYC now: the proposer's PAN searched in CKYC, then the processed documents and staff's review
 * (kyc-status.ts). With `sendForReview`, documents found complete for the first time are sent for review (issue 19).
 */
export async function checkJourneyKyc(
  deps: CkycDeps & { uploads: UploadRepository },
  journey: Journey,
  { sendForReview = false } = {},
): Promise<TKycStatusResponse> {
  const search = await searchProposerPan(deps, journey);
  const vertical = verticalOf(deps.verticals, journey);
  const processed = await deps.uploads.processedFor(journey.id);
  const status = kycStatus(
    search.result,
    vertical.kycConfig(journey),
    processed,
    reviewOf(journey),
    vertical.staffReviewed,
  );
  if (sendForReview && status.kyc_status === 'UNDER_REVIEW' && journey.kycReviewStatus === null)
    await deps.journeys.submitKycReview(journey.id);
  return status;
}
