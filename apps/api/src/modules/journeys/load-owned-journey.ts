import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import type { SessionRow } from '../sessions/repository.ts';
import type { JourneyRepository, JourneyRow } from './repository.ts';

/** Routes every vertical shares (KYC uploads) find a journey of any vertical. */
export const ANY_VERTICAL = 'ANY';

/**
 * docs/decisions.md §2: a journey is readable and writable only by the session that started it, or by the user it
 * was bound to at login. Anyone else is told it does not exist (404), never that it belongs to someone else.
 */
export function assertOwnedJourney(
  session: Pick<SessionRow, 'id' | 'userId'> | null | undefined,
  journey: JourneyRow | undefined,
  vertical = 'HEALTH',
): asserts journey is JourneyRow {
  const owns =
    journey &&
    session &&
    (journey.sessionId === session.id || (journey.userId !== null && journey.userId === session.userId));
  if (!journey || !owns || (vertical !== ANY_VERTICAL && journey.vertical !== vertical)) throw notFound('Journey');
}

export async function loadOwnedJourney(
  req: FastifyRequest,
  repo: JourneyRepository,
  journeyId: string,
  vertical = 'HEALTH',
): Promise<JourneyRow> {
  const session = await req.currentSession();
  const journey = session ? await repo.findById(journeyId) : undefined;
  assertOwnedJourney(session, journey, vertical);
  return journey;
}
