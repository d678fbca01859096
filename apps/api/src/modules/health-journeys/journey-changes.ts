import { sameKycIdentity, type TProposerDetails } from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import type { UploadRepository } from '../kyc/repository.ts';
import type { JourneyRepository, JourneyRow } from './repository.ts';

/**
 * The journey's life (DESIGN.md §4a): INITIATED while the buyer edits; CONFIRMED with a frozen snapshot; PAID
 * once money for that snapshot was accepted. An edit is refused only on a paid journey (or one whose payment was
 * just accepted); on a confirmed one it withdraws the confirmation (see `settleJourneyChange`).
 */
export async function assertChangeable(journeys: JourneyRepository, journey: JourneyRow, message = 'This journey can no longer be changed'): Promise<void> {
  if (journey.status === 'PAID' || (await journeys.isPaid(journey.id))) throw new AppError('CONFLICT', message);
}

const PRICED_AND_PERSONAL = ['addons', 'premium', 'quoteRequest', 'proposer', 'insuredMembers', 'nominee', 'contact', 'medical'] as const;

/**
 * After an edit was saved: if the proposer is now someone else, their KYC documents are set aside; and if a
 * confirmed journey's cover, price or people changed, it goes back to review and its open payments are cancelled,
 * so what is paid is always what was confirmed. Saving the same values again changes nothing.
 */
export async function settleJourneyChange(deps: { journeys: JourneyRepository; uploads: UploadRepository }, before: JourneyRow): Promise<void> {
  const after = await deps.journeys.findById(before.id);
  if (!after) return;
  const proposerBefore = before.proposer as TProposerDetails | null;
  if (proposerBefore && !sameKycIdentity(proposerBefore, after.proposer as TProposerDetails | null)) await deps.uploads.supersedeProcessed(before.id);
  const changed = PRICED_AND_PERSONAL.some((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (changed && after.status === 'CONFIRMED') await deps.journeys.reopen(before.id);
}
