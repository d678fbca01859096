import {
  previousPolicyWords,
  ncbPercent,
  claimFreeYearsOf,
  type TMotorVehicleDetails,
  kavachPolicyNumber,
  policyNumberKey,
} from '@kavach/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, policyCovers } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { Journey } from '../journeys/journey.ts';
import { policyNumberKeySql } from '../payments/repository.ts';
import type { StoredMotorRequest } from '../motor/stored-motor-request.ts';
import { motorRequestOf } from './motor-journey.ts';

type Section = { end: string; snapshot: unknown };

/**
 * A policy named in the proposal, when Kavach sold it (its insurer's number, or Kavach's own format from before
 * insurers issued): the sections it holds for this vehicle (by chassis number), or why it cannot be named. A policy
 * bought elsewhere rests on the buyer's word: undefined.
 */
async function kavachPolicyFor(
  db: Database,
  typed: string,
  chassis: string,
): Promise<{ number: string; ownDamage?: Section; thirdParty?: Section } | { problem: string } | undefined> {
  const rows = await db
    .select({
      number: policies.policyNumber,
      key: policyCovers.coverKey,
      end: policyCovers.endDate,
      snapshot: policies.snapshot,
    })
    .from(policies)
    .leftJoin(policyCovers, eq(policyCovers.policyId, policies.id))
    .where(and(sql`${policyNumberKeySql} = ${policyNumberKey(typed)}`, isNull(policies.cancelledAt)));
  const legacy = kavachPolicyNumber(typed);
  const number = rows[0]?.number ?? legacy;
  if (!number) return undefined;
  if (rows.length === 0) return { problem: previousPolicyWords.notIssued(number) };
  const section = (name: string) => {
    const row = rows.find((r) => r.key === `${name}:${chassis.toUpperCase()}`);
    return row?.end ? { end: row.end, snapshot: row.snapshot } : undefined;
  };
  const [ownDamage, thirdParty] = [section('OWN_DAMAGE'), section('THIRD_PARTY')];
  if (!ownDamage && !thirdParty) return { problem: previousPolicyWords.otherVehicle(number) };
  return { number, ...(ownDamage ? { ownDamage } : {}), ...(thirdParty ? { thirdParty } : {}) };
}

/**
 * A renewal's no-claim bonus rests on what the buyer says of the previous policy (its end, a claim, the claim-free
 * years), as at any insurer. When the policy named is one Kavach issued, its record says it: it must insure this
 * vehicle and end on the day the quote was priced from; a bonus needs its own-damage cover, and rises by one step
 * over the one it carried (a year without a claim). Why the renewal may not be bought as quoted, or null.
 */
export async function previousPolicyProblem(
  db: Database,
  journey: Journey<'MOTOR'>,
  details: TMotorVehicleDetails,
): Promise<string | null> {
  const request = motorRequestOf(journey);
  const named = details.previous_policy?.policy_number;
  const declared = request.previous_policy;
  if (!named || !declared) return null;
  const record = await kavachPolicyFor(db, named, details.chassis_number);
  if (!record || 'problem' in record) return record?.problem ?? null;
  const { number, ownDamage, thirdParty } = record;
  // What a renewal follows on: the own-damage year where there was one (a new vehicle's long-term third party runs on).
  const followed = ownDamage ?? thirdParty;
  if (followed && declared.expiry_date !== followed.end) return previousPolicyWords.otherEnd(number, followed.end);
  const bonus = request.priced_cover?.own_damage?.ncb_percent ?? 0;
  if (bonus === 0) return null;
  if (!ownDamage) return previousPolicyWords.noOwnDamage(number);
  const carried = (ownDamage.snapshot as { quoteRequest?: StoredMotorRequest } | null)?.quoteRequest?.priced_cover
    ?.own_damage?.ncb_percent;
  const most = ncbPercent(claimFreeYearsOf(carried ?? 0) + 1);
  return bonus > most ? previousPolicyWords.bonusAbove(number, carried ?? 0, most) : null;
}

/**
 * Own damage alone sits beside a third-party policy in force, which its schedule names: asked here, and when it is
 * a Kavach policy, it must hold this vehicle's third party to the day the quote said it runs to.
 * Refuses on the field otherwise.
 */
export async function refuseThirdPartyPolicy(db: Database, journey: Journey<'MOTOR'>, details: TMotorVehicleDetails) {
  const request = motorRequestOf(journey);
  if (request.policy_type !== 'OWN_DAMAGE') return;
  const named = details.third_party_policy;
  if (!named)
    throw invalidField('vehicle_details.third_party_policy', 'Enter the third-party policy’s insurer and number');
  const record = await kavachPolicyFor(db, named.policy_number, details.chassis_number);
  const field = 'vehicle_details.third_party_policy.policy_number';
  if (record && 'problem' in record) throw invalidField(field, record.problem);
  if (!record) return;
  const until = request.previous_policy?.third_party_valid_until;
  if (!record.thirdParty) throw invalidField(field, previousPolicyWords.noThirdParty(record.number));
  if (record.thirdParty.end !== until)
    throw invalidField(field, previousPolicyWords.thirdPartyEnds(record.number, record.thirdParty.end));
}
