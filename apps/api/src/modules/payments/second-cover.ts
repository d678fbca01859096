import { indiaTomorrow } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import type { Journey } from '../journeys/journey.ts';
import { policyPeriod, type JourneyVerticalConfig } from '../journeys/vertical.ts';
import { asPaid } from './journey-snapshot.ts';
import { coverClashes, coverSection } from './repository.ts';

/** What a purchase may not have, and the key of it that says so (the field a form puts it on). */
export type SecondCover = { coverKey: string; words: string };

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
  journey: Journey,
  now: Date,
): Promise<SecondCover | null> {
  // A renewal's period is on its confirmation (the insurer's terms), not the day after payment.
  const { startDate } = policyPeriod(vertical, asPaid(journey, journey.confirmedSnapshot), indiaTomorrow(now));
  const insured = vertical.policy.insuredOnce;
  const covers = insured?.covers(journey, startDate) ?? [];
  if (!insured || covers.length === 0) return null;
  const [first, ...rest] = await coverClashes(db, covers, journey.id, insured.alsoKnownAs);
  if (!first) return null;
  const found = insured.clashWords([first, ...rest], covers, journey.userId);
  // Found under another name of the thing (the chassis Kavach knows its registration by): said of the journey's own
  // key of that section, its registration where it has one (the vertical lists it last).
  if (covers.some((c) => c.coverKey === found.coverKey)) return found;
  const own = covers.filter((c) => coverSection(c.coverKey) === coverSection(found.coverKey)).at(-1);
  return { ...found, coverKey: own?.coverKey ?? found.coverKey };
}
