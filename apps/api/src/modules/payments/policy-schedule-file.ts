import { policyFileName } from '@kavach/domain';
import type { FastifyReply } from 'fastify';
import type { Journey } from '../journeys/journey.ts';
import { verticalOf, type Verticals } from '../journeys/vertical.ts';
import { asPaid } from './journey-snapshot.ts';
import type { PolicyRow } from './repository.ts';

/**
 * Sends a policy's schedule as a PDF download, rendered by its vertical from what was paid for (the policy's
 * snapshot), never the live journey — for the buyer's download and the broker's staff alike.
 */
export async function sendPolicySchedule(
  reply: FastifyReply,
  verticals: Verticals,
  journey: Journey,
  policy: PolicyRow,
) {
  const paid = asPaid(journey, policy.snapshot);
  const pdf = await verticalOf(verticals, paid).policy.render(paid, policy);
  const fileName = policyFileName(policy.policyNumber, paid.vertical);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
