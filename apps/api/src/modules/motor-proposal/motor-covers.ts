import { alreadyInsured, periodEnd, previousPolicyWords, registrationKey, policyNumberKey } from '@kavach/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policyCovers } from '../../db/schema.ts';
import type { PaidJourney } from '../payments/journey-snapshot.ts';
import type { InsuredOnce } from '../journeys/vertical.ts';
import { coverName, coverSection, type CoverClash, type InsuredCover } from '../payments/repository.ts';
import type { SecondCover } from '../payments/second-cover.ts';
import { motorRequestOf, vehicleDetailsOf } from './motor-journey.ts';

/** The section a no-claim bonus is held in, keyed by the previous policy that earned it. */
const BONUS = 'NCB';

/** The day far enough on that a key held "from then on" clashes with every later one. */
const FOR_GOOD = '9999-12-31';

/**
 * What a motor policy insures, section by section, keyed by the vehicle's chassis number and, once registered, by
 * its registration number too (one belongs to one vehicle at a time: a chassis number mistyped is still that
 * vehicle): own damage for its year and third party for the years it was priced (a new vehicle's 3 or 5 beside one
 * of own damage). Standalone own damage sits beside a third-party policy, which may be another Kavach policy: the
 * sections never clash with each other. A no-claim bonus is also held, keyed by the previous policy that earned it,
 * from the first day on: it is carried to one renewal, whichever vehicle names that policy.
 */
function motorCovers(paid: PaidJourney<'MOTOR'>, startDate: string): InsuredCover[] {
  const details = vehicleDetailsOf(paid);
  const chassis = details?.chassis_number;
  const cover = motorRequestOf(paid).priced_cover;
  const earnedBy = details?.previous_policy?.policy_number;
  if (!chassis || !cover) return [];
  const names = [
    chassis.toUpperCase(),
    ...(details.registration_number ? [`${REGISTERED}${registrationKey(details.registration_number)}`] : []),
  ];
  const section = (name: string, years: number) =>
    names.map((known) => ({ coverKey: `${name}:${known}`, startDate, endDate: periodEnd(startDate, years) }));
  return [
    ...(cover.own_damage ? section('OWN_DAMAGE', 1) : []),
    ...(cover.third_party ? section('THIRD_PARTY', cover.third_party.years) : []),
    ...(cover.own_damage && cover.own_damage.ncb_percent > 0 && earnedBy
      ? [{ coverKey: `${BONUS}:${policyNumberKey(earnedBy)}`, startDate, endDate: FOR_GOOD }]
      : []),
  ];
}

/** How a registration number is told from a chassis number in a cover key (`OWN_DAMAGE:REG-MH12AB1234`). */
export const REGISTERED = 'REG-';

/** The sections a vehicle is insured in, by name (not a bonus). */
const VEHICLE_SECTIONS = ['OWN_DAMAGE', 'THIRD_PARTY'] as const;

/**
 * A vehicle's other names in Kavach's records: the chassis numbers and registrations of every policy that knows it
 * by one of its names (a new vehicle's bundled third party knows its chassis alone, its renewal both), as the same
 * sections and days. A registered vehicle is then the one its records say, whatever chassis number is typed.
 */
async function motorAlsoKnownAs(db: Database, covers: readonly InsuredCover[]): Promise<InsuredCover[]> {
  const isVehicle = (key: string) => (VEHICLE_SECTIONS as readonly string[]).includes(coverSection(key));
  const insured = covers.filter((c) => isVehicle(c.coverKey));
  const names = new Set(insured.map((c) => coverName(c.coverKey)));
  if (names.size === 0) return [];
  const keys = VEHICLE_SECTIONS.flatMap((section) => [...names].map((name) => `${section}:${name}`));
  const holders = db
    .select({ id: policyCovers.policyId })
    .from(policyCovers)
    .where(inArray(policyCovers.coverKey, keys));
  const rows = await db
    .selectDistinct({ key: policyCovers.coverKey })
    .from(policyCovers)
    .where(inArray(policyCovers.policyId, holders));
  const others = new Set(
    rows
      .map((r) => r.key)
      .filter(isVehicle)
      .map(coverName)
      .filter((name) => !names.has(name)),
  );
  return insured.flatMap((c) => [...others].map((name) => ({ ...c, coverKey: `${coverSection(c.coverKey)}:${name}` })));
}

/**
 * Why a purchase may not insure `covers`, given the policies in force that already hold some of it (earliest
 * first), in its buyer's words. The vehicle insured twice comes first; then a bonus already carried to another
 * renewal. Where only the third party is taken (a new vehicle's long-term cover) and the purchase also insures the
 * vehicle itself, own damage alone is what the buyer needs.
 */
function motorClashWords(
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

/** One vehicle insured once for any day, and a no-claim bonus carried once (vertical.ts). */
export const motorInsuredOnce: InsuredOnce<'MOTOR'> = {
  covers: motorCovers,
  alsoKnownAs: motorAlsoKnownAs,
  clashWords: motorClashWords,
};
