import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { SessionRow } from '../sessions/repository.ts';
import { assertOwnedJourney, loadOwnedJourney } from './load-owned-journey.ts';
import type { JourneyRepository, JourneyRow } from './repository.ts';

/**
 * The proposal belongs to a signed-in buyer (docs/product/proposal-kyc.md §1: "the user who logs in becomes the
 * proposer"): the journey must be the caller's (else 404) and the caller signed in by OTP (else 401).
 */
export function assertProposalJourney(
  session: Pick<SessionRow, 'id' | 'userId'> | null | undefined,
  journey: JourneyRow | undefined,
  vertical?: string,
): asserts journey is JourneyRow {
  assertOwnedJourney(session, journey, vertical);
  if (!session?.userId) throw new AppError('UNAUTHORIZED', 'Please sign in with your mobile number to continue');
}

export async function loadProposalJourney(
  req: FastifyRequest,
  repo: JourneyRepository,
  journeyId: string,
  vertical?: string,
): Promise<JourneyRow> {
  const journey = await loadOwnedJourney(req, repo, journeyId, vertical);
  assertProposalJourney(await req.currentSession(), journey, vertical);
  return journey;
}
