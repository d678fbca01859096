import { alreadyInsured, indiaTomorrow, previousPolicyWords } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import type { JourneyRow } from '../journeys/repository.ts';
import { policyPeriod, type JourneyVerticalConfig } from '../journeys/vertical.ts';
import { coverClashes, coverSection, type CoverClash, type InsuredCover } from './repository.ts';

/** The section a no-claim bonus is held in, keyed by the previous policy that earned it. */
const BONUS = 'NCB';

/** What a purchase may not have, and the key of it that says so (the field a form puts it on). */
export type SecondCover = { coverKey: string; words: string };

/**
 * Why a purchase may not insure `covers`, given the policies in force that already hold some of it (earliest
 * first), in its buyer's words. The vehicle insured twice comes first; then a bonus already carried to another
 * renewal. Where only the third party is taken (a new vehicle's long-term cover) and the purchase also insures the
 * vehicle itself, own damage alone is what the buyer needs.
 */
export function secondCoverWords(
  clashes: readonly [CoverClash, ...CoverClash[]],
  covers: readonly InsuredCover[],
  buyerId: string | null,
): SecondCover {
  const insured = clashes.filter((c) => coverSection(c.coverKey) !== BONUS);
  const [first] = insured;
  if (!first) return { coverKey: clashes[0].coverKey, words: previousPolicyWords.bonusUsed() };
  const taken = new Set(insured.map((c) => coverSection(c.coverKey)));
  const asked = covers.map((c) => coverSection(c.coverKey)).filter((s) => s !== BONUS);
  const words = alreadyInsured({
    policyNumber: buyerId !== null && first.userId === buyerId ? first.policyNumber : null,
    from: first.startDate,
    to: first.endDate,
    ownDamageInstead: [...taken].every((s) => s === 'THIRD_PARTY') && asked.some((s) => !taken.has(s)),
  });
  return { coverKey: first.coverKey, words };
}

/**
 * One vehicle is insured once for any day, and a bonus carried once: what the journey, bought today, would hold that
 * a policy in force already holds (a second tab, another quote's Buy, a renewal of a new vehicle's long-term cover,
 * a previous policy named for two vehicles), under any name Kavach's records give the thing (`alsoKnownAs`), or null.
 * Asked when the vehicle is named, at confirmation and when a payment opens; issuing asks again under its lock
 * (issue-policy.ts), for purchases confirmed side by side.
 */
export async function secondCoverProblem(
  db: Database,
  vertical: JourneyVerticalConfig,
  journey: JourneyRow,
  now: Date,
): Promise<SecondCover | null> {
  const { startDate } = policyPeriod(vertical, journey, indiaTomorrow(now));
  const covers = vertical.policy.covers?.(journey, startDate) ?? [];
  if (covers.length === 0) return null;
  const [first, ...rest] = await coverClashes(db, covers, journey.id, vertical.policy.alsoKnownAs);
  if (!first) return null;
  const found = secondCoverWords([first, ...rest], covers, journey.userId);
  // Found under another name of the thing (the chassis Kavach knows its registration by): said of the journey's own
  // key of that section, its registration where it has one (the vertical lists it last).
  if (covers.some((c) => c.coverKey === found.coverKey)) return found;
  const own = covers.filter((c) => coverSection(c.coverKey) === coverSection(found.coverKey)).at(-1);
  return { ...found, coverKey: own?.coverKey ?? found.coverKey };
}
