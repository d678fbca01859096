import type { JourneyVertical } from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { SessionRow } from '../sessions/repository.ts';
import { ANY_VERTICAL, assertOwnedJourney, ownJourneyOf, type VerticalAsked } from './load-owned-journey.ts';
import type { JourneyRepository } from './repository.ts';
import type { Journey } from './journey.ts';

/**
 * The proposal belongs to a signed-in buyer (docs/product/proposal-kyc.md §1: "the user who logs in becomes the
 * proposer"): the journey must be the caller's (else 404) and the caller signed in by OTP (else 401).
 */
export function assertProposalJourney(
  session: Pick<SessionRow, 'id' | 'userId'> | null | undefined,
  journey: Journey | undefined,
  vertical: VerticalAsked,
): asserts journey is Journey {
  assertOwnedJourney(session, journey, vertical);
  if (!session?.userId) throw new AppError('UNAUTHORIZED', 'Please sign in with your mobile number to continue');
}

/** The signed-in caller's own journey of `vertical` (else 404 or 401), its proposal typed as that vertical's. */
export async function loadProposalJourney<V extends JourneyVertical>(
  req: FastifyRequest,
  repo: JourneyRepository,
  journeyId: string,
  vertical: V,
): Promise<Journey<V>>;
export async function loadProposalJourney(
  req: FastifyRequest,
  repo: JourneyRepository,
  journeyId: string,
  vertical: typeof ANY_VERTICAL,
): Promise<Journey>;
export async function loadProposalJourney(
  req: FastifyRequest,
  repo: JourneyRepository,
  journeyId: string,
  vertical: VerticalAsked,
): Promise<Journey> {
  const session = await req.currentSession();
  const journey = session ? await repo.findById(journeyId) : undefined;
  assertProposalJourney(session, journey, vertical);
  return vertical === ANY_VERTICAL ? journey : ownJourneyOf(journey, vertical);
}
