import { policyFileName } from '@kavach/domain';
import type { FastifyReply } from 'fastify';
import type { Journey } from '../journeys/journey.ts';
import { verticalOf, type Verticals } from '../journeys/vertical.ts';
import { asPaid } from './journey-snapshot.ts';
import type { PolicyRow } from './repository.ts';
import type { InsurerDesk } from '../insurers/insurer-desk.ts';
import type { Database } from '../../db/client.ts';
import { buyerLanguage } from '../account/account-language.ts';

/**
 * Sends a policy's schedule as a PDF download — for the buyer's download and the broker's staff alike: the one its
 * insurer issued, as stored (docs/decisions.md §4b), while it is in force. Otherwise Kavach's record, rendered by its
 * vertical from what was paid for (the policy's snapshot, never the live journey): for a policy from before insurers
 * issued, one returned in its free look (stamped CANCELLED, so the insurer's copy cannot pass for cover), and one
 * whose account was deleted (the insurer's copy, with the PAN on it, is erased; the record keeps what the law needs).
 * Kavach's record is written in the buyer's language (docs/i18n.md); the insurer's, in the one it was issued in.
 */
export async function sendPolicySchedule(
  reply: FastifyReply,
  deps: { verticals: Verticals; insurers: InsurerDesk; db: Database },
  journey: Journey,
  policy: PolicyRow,
) {
  const paid = asPaid(journey, policy.snapshot);
  const inForce = policy.productUin !== null && policy.cancelledAt === null;
  // The insurer's latest revision (an endorsement's schedule) is the current one; the first stays downloadable.
  const issued = inForce
    ? ((await deps.insurers.revisedSchedule(policy.id)) ??
      (await deps.insurers.cases.forJourney(journey.id))?.schedulePdf)
    : null;
  const pdf =
    issued ??
    (await verticalOf(deps.verticals, paid).policy.render(paid, policy, {
      kind: 'KAVACH_RECORD',
      intermediary: deps.insurers.intermediary,
      language: await buyerLanguage(deps.db, journey),
    }));
  const fileName = policyFileName(policy.policyNumber, paid.vertical);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
