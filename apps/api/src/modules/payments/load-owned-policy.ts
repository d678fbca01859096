import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { ownsJourney } from '../journeys/load-owned-journey.ts';
import type { JourneyRepository } from '../journeys/repository.ts';
import type { PaymentRepository } from './repository.ts';

/**
 * The caller's own policy and its journey: the policy's journey's session or user (docs/decisions.md §2). Anyone else,
 * and a number no policy has, is told it does not exist (404), never that it is someone else's.
 */
export async function loadOwnedPolicy(
  req: FastifyRequest,
  deps: { payments: PaymentRepository; journeys: JourneyRepository },
  policyNumber: string,
) {
  const session = await req.currentSession();
  const policy = session ? await deps.payments.policyByNumber(policyNumber) : undefined;
  const journey = policy && (await deps.journeys.findById(policy.journeyId));
  if (!policy || !journey || !ownsJourney(session, journey)) throw notFound('Policy');
  return { policy, journey };
}
