import { standingOf, type RenewalStanding, type StandingRepos } from './renew-policy.ts';

export type PortRepos = StandingRepos;

export const PORT_WITH_INSURER =
  'Your move to another insurer is paid for and with that insurer: its decision will be on your dashboard.';
export const PORTED_ALREADY = (policyNumber: string) =>
  `This policy has moved to another insurer: policy ${policyNumber} continues it.`;

/**
 * Where a policy's move to another insurer stands (docs/product/renewals.md#portability): none (or one declined,
 * withdrawn or since cancelled), one open to review and pay, one paid and with the new insurer, or one issued.
 */
export async function portStanding(repos: PortRepos, policyId: string): Promise<RenewalStanding> {
  return standingOf(repos, await repos.journeys.portsOf(policyId));
}
