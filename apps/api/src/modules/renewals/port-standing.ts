import { INSURER_CASE_FINAL } from '@kavach/domain';
import type { InsurerCaseRepository } from '../insurers/repository.ts';
import type { Journey } from '../journeys/journey.ts';
import type { JourneyRepository } from '../journeys/repository.ts';
import type { PaymentRepository } from '../payments/repository.ts';
import type { RenewalStanding } from './renew-policy.ts';

export type PortRepos = { journeys: JourneyRepository; payments: PaymentRepository; cases: InsurerCaseRepository };

export const PORT_WITH_INSURER =
  'Your move to another insurer is paid for and with that insurer: its decision will be on your dashboard.';
export const PORTED_ALREADY = (policyNumber: string) =>
  `This policy has moved to another insurer: policy ${policyNumber} continues it.`;

/**
 * Where a policy's move to another insurer stands (docs/product/renewals.md#portability): none (or one declined,
 * withdrawn or since cancelled), one open to review and pay, one paid and with the new insurer, or one issued.
 */
export async function portStanding(repos: PortRepos, policyId: string): Promise<RenewalStanding> {
  let open: Journey | undefined;
  for (const journey of await repos.journeys.portsOf(policyId)) {
    const issued = await repos.payments.policyFor(journey.id);
    if (issued) {
      if (!issued.cancelledAt) return { kind: 'ISSUED', policy: issued };
      continue;
    }
    const withInsurer = await repos.cases.forJourney(journey.id);
    if (withInsurer && withInsurer.status !== 'ISSUED' && INSURER_CASE_FINAL.includes(withInsurer.status)) continue;
    if (journey.status === 'PAID' || withInsurer || (await repos.journeys.isPaid(journey.id)))
      return { kind: 'WITH_INSURER' };
    open = journey;
  }
  return open ? { kind: 'OPEN', journey: open } : { kind: 'NONE' };
}
