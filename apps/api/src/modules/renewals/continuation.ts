import type { Journey } from '../journeys/journey.ts';
import { PORT_WITH_INSURER, PORTED_ALREADY, portStanding, type PortRepos } from './port-standing.ts';
import { NOT_RENEWED_CANCELLED } from './quote-renewal.ts';
import { RENEWAL_WITH_INSURER, RENEWED_ALREADY, renewalStanding } from './renew-policy.ts';

export const NOT_PORTED_CANCELLED = 'This policy was cancelled, so it cannot be moved to another insurer.';

/**
 * Why a journey that continues a policy — its renewal, or its move to another insurer — may not be paid now: the
 * policy was cancelled since, or the other way of continuing it is paid or issued (one policy is continued once, never
 * renewed and moved both). Null for any other journey, or one that may be paid. Asked when it is confirmed and when a
 * payment opens, since the two ways are started separately and either may be paid first.
 */
export async function continuationRefusal(repos: PortRepos, journey: Journey): Promise<string | null> {
  const renews = journey.renewalOfPolicyId;
  const policyId = renews ?? journey.portedFromPolicyId;
  if (!policyId) return null;
  const policy = await repos.payments.policyById(policyId);
  if (!policy || policy.cancelledAt) return renews ? NOT_RENEWED_CANCELLED : NOT_PORTED_CANCELLED;
  if (renews) {
    const moving = await portStanding(repos, policyId);
    if (moving.kind === 'ISSUED') return PORTED_ALREADY(moving.policy.policyNumber);
    return moving.kind === 'WITH_INSURER' ? PORT_WITH_INSURER : null;
  }
  const renewed = await renewalStanding(repos, policyId);
  if (renewed.kind === 'ISSUED') return RENEWED_ALREADY(renewed.policy.policyNumber, renewed.policy.startDate);
  return renewed.kind === 'WITH_INSURER' ? RENEWAL_WITH_INSURER : null;
}
