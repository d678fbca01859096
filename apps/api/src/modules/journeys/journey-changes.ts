import { sameKycIdentity, type KycIdentity } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createUploadRepository, type UploadRepository } from '../kyc/repository.ts';
import { createJourneyRepository, type JourneyRepository } from './repository.ts';
import type { Journey } from './journey.ts';

/**
 * The journey's life (docs/decisions.md §4a): INITIATED while the buyer edits; CONFIRMED with a frozen snapshot; PAID
 * once money for that snapshot was accepted. Every change goes through `changeJourney`, so that a change, a
 * confirmation, a payment initiation and an accepted payment on one journey happen one after the other — in any
 * process — never interleaved.
 */
export type JourneyWriters = { journeys: JourneyRepository; uploads: UploadRepository; db: Database };

/**
 * One transaction around a change: the journey row is locked and must not be paid (or have its payment accepted),
 * else 409 with `refusal` (after `access`, when given, accepted the caller); `write` runs on that fresh row with
 * repositories bound to the transaction; then
 * `settleJourneyChange` sets KYC documents aside for a new proposer and withdraws a confirmation.
 */
export async function changeJourney<T>(
  db: Database,
  journeyId: string,
  refusal: string,
  write: (writers: JourneyWriters, locked: Journey) => Promise<T>,
  access?: (journey: Journey | undefined) => void,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Everything inside uses the transaction: on PGlite a query on the outer handle would wait for this one forever.
    let after: Journey | undefined;
    const writers = {
      journeys: createJourneyRepository(tx, (row) => (after = row)),
      uploads: createUploadRepository(tx),
      db: tx,
    };
    const locked = await writers.journeys.lockChangeable(journeyId);
    // `access` (who may change it) is asked of the locked row, or, when there is none, of the row as it is: a caller
    // who may not see the journey learns nothing from a 409, and the owner's request needs no read before the lock.
    access?.(locked ?? (await writers.journeys.findById(journeyId)));
    if (!locked) throw new AppError('CONFLICT', refusal);
    if (locked.renewalOfPolicyId) throw new AppError('CONFLICT', RENEWAL_UNCHANGED);
    const result = await write(writers, locked);
    if (after) await settleJourneyChange(writers, locked, after);
    return result;
  });
}

/**
 * A renewal is the insurer's terms on the policy as it stands (renewals/renew-policy.ts): nothing on it is edited or
 * confirmed here. A detail that changed is changed on the policy (an endorsement) before renewing.
 */
export const RENEWAL_UNCHANGED =
  'A renewal carries your policy as it is, on the insurer’s terms: change a detail on the policy itself, then renew.';

const PRICED_AND_PERSONAL = ['addons', 'premium', 'quoteRequest', 'proposal'] as const;

/**
 * After an edit was saved: if the proposer is now someone else, their KYC documents are set aside; and if a
 * confirmed journey's cover, price or people changed, it goes back to review and its open payments are cancelled,
 * so what is paid is always what was confirmed. Saving the same values again changes nothing.
 */
async function settleJourneyChange(writers: JourneyWriters, before: Journey, after: Journey): Promise<void> {
  // Every vertical keeps the person KYC is about as its proposal's proposer (proposer, life assured, owner), each
  // with these fields by these names; a part kept elsewhere (the quote's birth date) cannot change on a journey.
  const proposerBefore: KycIdentity | null = before.proposal.proposer;
  if (proposerBefore && !sameKycIdentity(proposerBefore, after.proposal.proposer)) {
    await writers.uploads.supersedeForJourney(before.id);
    await writers.journeys.resetKycReview(before.id);
  }
  const changed = PRICED_AND_PERSONAL.some((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (changed && after.status === 'CONFIRMED') await writers.journeys.reopen(before.id);
}

/**
 * A quick refusal before work that only adds to a journey (an upload slot); the writes themselves lock in
 * `changeJourney`.
 */
export async function assertChangeable(
  journeys: JourneyRepository,
  journey: Journey,
  message = 'This journey can no longer be changed',
): Promise<void> {
  if (journey.renewalOfPolicyId) throw new AppError('CONFLICT', RENEWAL_UNCHANGED);
  if (journey.status === 'PAID' || (await journeys.isPaid(journey.id))) throw new AppError('CONFLICT', message);
}
