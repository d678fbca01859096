import type { JourneyVertical } from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import type { SessionRow } from '../sessions/repository.ts';
import type { JourneyRepository } from './repository.ts';
import { isJourneyOf, type Journey, type JourneyOwner } from './journey.ts';

/** Routes every vertical shares (KYC uploads) find a journey of any vertical. */
export const ANY_VERTICAL = 'ANY';
export type VerticalAsked = JourneyVertical | typeof ANY_VERTICAL;

/** Whether the session started the journey, or is the user it was bound to at login (docs/decisions.md §2). */
export function ownsJourney(
  session: Pick<SessionRow, 'id' | 'userId'> | null | undefined,
  journey: Pick<Journey, 'sessionId' | 'userId'> | undefined,
): boolean {
  return Boolean(
    journey &&
    session &&
    (journey.sessionId === session.id || (journey.userId !== null && journey.userId === session.userId)),
  );
}

/**
 * docs/decisions.md §2: a journey is readable and writable only by the session that started it, or by the user it
 * was bound to at login. Anyone else is told it does not exist (404), never that it belongs to someone else; so is
 * the owner asking for it under another vertical's routes.
 */
export function assertOwnedJourney<J extends JourneyOwner>(
  session: Pick<SessionRow, 'id' | 'userId'> | null | undefined,
  journey: J | undefined,
  vertical: VerticalAsked,
): asserts journey is J {
  if (!journey || !ownsJourney(session, journey) || (vertical !== ANY_VERTICAL && journey.vertical !== vertical))
    throw notFound('Journey');
}

/** The caller's own journey of `vertical` (else 404), its proposal typed as that vertical's. */
export async function loadOwnedJourney<V extends JourneyVertical>(
  req: FastifyRequest,
  repo: JourneyRepository,
  journeyId: string,
  vertical: V,
): Promise<Journey<V>>;
export async function loadOwnedJourney(
  req: FastifyRequest,
  repo: JourneyRepository,
  journeyId: string,
  vertical: typeof ANY_VERTICAL,
): Promise<Journey>;
export async function loadOwnedJourney(
  req: FastifyRequest,
  repo: JourneyRepository,
  journeyId: string,
  vertical: VerticalAsked,
): Promise<Journey> {
  const session = await req.currentSession();
  const journey = session ? await repo.findById(journeyId) : undefined;
  assertOwnedJourney(session, journey, vertical);
  return vertical === ANY_VERTICAL ? journey : ownJourneyOf(journey, vertical);
}

/** `journey` as the vertical asked for, once `assertOwnedJourney` has found it is (else 404). */
export function ownJourneyOf<V extends JourneyVertical>(journey: Journey, vertical: V): Journey<V> {
  if (!isJourneyOf(journey, vertical)) throw notFound('Journey');
  return journey;
}
