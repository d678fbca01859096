import { previousPolicyWords, ncbPercent, claimFreeYearsOf, type TMotorVehicleDetails } from '@kavach/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, policyCovers } from '../../db/schema.ts';
import type { JourneyRow } from '../journeys/repository.ts';
import type { StoredMotorRequest } from '../motor/quote-motor.ts';
import { kavachPolicyNumber } from '../payments/issue-policy.ts';
import { motorRequestOf } from './motor-journey.ts';

/**
 * A renewal's no-claim bonus rests on what the buyer says of the previous policy (its end, a claim, the claim-free
 * years), as at any insurer. When the policy named is one Kavach issued, its record says it: it must insure this
 * vehicle and end on the day the quote was priced from; a bonus needs its own-damage cover, and rises by one step
 * over the one it carried (a year without a claim). Why the renewal may not be bought as quoted, or null.
 */
export async function previousPolicyProblem(
  db: Database,
  journey: JourneyRow,
  details: TMotorVehicleDetails,
): Promise<string | null> {
  const named = details.previous_policy?.policy_number;
  const declared = motorRequestOf(journey).previous_policy;
  if (!named || !declared) return null;
  // Another insurer's policy rests on the buyer's word; one in Kavach's own format must be one Kavach issued.
  const number = kavachPolicyNumber(named);
  if (!number) return null;
  const sections = await db
    .select({ key: policyCovers.coverKey, end: policyCovers.endDate, snapshot: policies.snapshot })
    .from(policies)
    .leftJoin(policyCovers, eq(policyCovers.policyId, policies.id))
    .where(and(eq(policies.policyNumber, number), isNull(policies.cancelledAt)));
  if (sections.length === 0) return previousPolicyWords.notIssued(number);
  const chassis = `:${details.chassis_number.toUpperCase()}`;
  const ownDamage = sections.find((s) => s.key === `OWN_DAMAGE${chassis}`);
  const thirdParty = sections.find((s) => s.key === `THIRD_PARTY${chassis}`);
  // What a renewal follows on: the own-damage year where there was one (a new vehicle's long-term third party runs on).
  const followed = ownDamage ?? thirdParty;
  if (!followed?.end) return previousPolicyWords.otherVehicle(number);
  if (declared.expiry_date !== followed.end) return previousPolicyWords.otherEnd(number, followed.end);
  const bonus = motorRequestOf(journey).priced_cover?.own_damage?.ncb_percent ?? 0;
  if (bonus === 0) return null;
  if (!ownDamage) return previousPolicyWords.noOwnDamage(number);
  const carried = (ownDamage.snapshot as { quoteRequest?: StoredMotorRequest } | null)?.quoteRequest?.priced_cover
    ?.own_damage?.ncb_percent;
  const most = ncbPercent(claimFreeYearsOf(carried ?? 0) + 1);
  return bonus > most ? previousPolicyWords.bonusAbove(number, carried ?? 0, most) : null;
}
