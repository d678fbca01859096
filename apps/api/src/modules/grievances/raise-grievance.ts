import { GRIEVANCE_LIMITS, GRIEVANCE_TOO_MANY, type TRaiseGrievanceRequest } from '@kavach/domain';
import { randomBytes } from 'node:crypto';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { JourneyRepository } from '../journeys/repository.ts';
import type { GrievanceRepository } from './repository.ts';

/**
 * POST /v1/users/me/grievances: a signed-in buyer's complaint about one of their own journeys (its policy, when
 * issued). Another user's journey, or one never bound to a user, is 404: nobody learns that it exists.
 */
export async function raiseGrievance(
  deps: { grievances: GrievanceRepository; journeys: JourneyRepository },
  userId: string,
  input: TRaiseGrievanceRequest,
) {
  const journey = await deps.journeys.findById(input.journey_id);
  if (!journey || journey.userId !== userId) throw notFound('Policy or purchase');
  const raised = await deps.grievances.insertWithinLimit(
    {
      reference: `KV-G-${randomBytes(5).toString('hex').toUpperCase()}`,
      userId,
      journeyId: journey.id,
      category: input.category,
      subject: input.subject,
      description: input.description,
    },
    { count: GRIEVANCE_LIMITS.perUserPerHour, minutes: 60 },
  );
  if (raised === 'GONE') throw notFound('Policy or purchase');
  if (raised === 'LIMIT')
    throw new AppError('RATE_LIMITED', GRIEVANCE_TOO_MANY, { headers: { 'retry-after': '3600' } });
  return raised;
}
