import { alreadyInsured, indiaTomorrow } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import type { JourneyRow } from '../journeys/repository.ts';
import { policyPeriod, type JourneyVerticalConfig } from '../journeys/vertical.ts';
import { coverClashes, type CoverClash, type InsuredCover } from './repository.ts';

/** A cover key's section, as the vertical names it: `THIRD_PARTY:MA3…` → `THIRD_PARTY` (motor-covers.ts). */
const sectionOf = (key: string) => key.slice(0, key.indexOf(':'));

/**
 * Why a purchase may not insure `covers`, given the policies in force that already insure some of it (earliest
 * first), in its buyer's words. Where only the third party is taken (a new vehicle's long-term
 * cover) and the purchase also insures the vehicle itself, own damage alone is what the buyer needs.
 */
export function secondCoverWords(
  clashes: readonly [CoverClash, ...CoverClash[]],
  covers: readonly InsuredCover[],
  buyerId: string | null,
): string {
  const [first] = clashes;
  const taken = new Set(clashes.map((c) => sectionOf(c.coverKey)));
  return alreadyInsured({
    policyNumber: buyerId !== null && first.userId === buyerId ? first.policyNumber : null,
    from: first.startDate,
    to: first.endDate,
    ownDamageInstead:
      [...taken].every((s) => s === 'THIRD_PARTY') && covers.some((c) => !taken.has(sectionOf(c.coverKey))),
  });
}

/**
 * One vehicle is insured once for any day: why the journey, bought today, would insure something a policy in force
 * already insures on one of its days (a second tab, another quote's Buy, a renewal of a new vehicle's long-term
 * cover), or null. Asked when the vehicle is named, at confirmation and when a payment opens; issuing asks again
 * under its lock (issue-policy.ts), for purchases confirmed side by side.
 */
export async function secondCoverProblem(
  db: Database,
  vertical: JourneyVerticalConfig,
  journey: JourneyRow,
  now: Date,
): Promise<string | null> {
  const { startDate } = policyPeriod(vertical, journey, indiaTomorrow(now));
  const covers = vertical.policy.covers?.(journey, startDate) ?? [];
  if (covers.length === 0) return null;
  const [first, ...rest] = await coverClashes(db, covers, journey.id);
  return first ? secondCoverWords([first, ...rest], covers, journey.userId) : null;
}
