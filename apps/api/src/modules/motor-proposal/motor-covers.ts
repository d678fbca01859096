import { periodEnd } from '@kavach/domain';
import type { JourneyRow } from '../journeys/repository.ts';
import type { InsuredCover } from '../payments/repository.ts';
import { motorRequestOf, vehicleDetailsOf } from './motor-journey.ts';

/**
 * What a motor policy insures, section by section, keyed by the vehicle's chassis number: own damage for its year and
 * third party for the years it was priced (a new vehicle's 3 or 5 beside one of own damage). Standalone own damage
 * sits beside a third-party policy, which may be another Kavach policy: the sections never clash with each other.
 */
export function motorCovers(paid: JourneyRow, startDate: string): InsuredCover[] {
  const chassis = vehicleDetailsOf(paid)?.chassis_number;
  const cover = motorRequestOf(paid).priced_cover;
  if (!chassis || !cover) return [];
  const section = (name: string, years: number) => ({
    coverKey: `${name}:${chassis.toUpperCase()}`,
    startDate,
    endDate: periodEnd(startDate, years),
  });
  return [
    ...(cover.own_damage ? [section('OWN_DAMAGE', 1)] : []),
    ...(cover.third_party ? [section('THIRD_PARTY', cover.third_party.years)] : []),
  ];
}
