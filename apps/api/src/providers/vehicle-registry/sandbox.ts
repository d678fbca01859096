import { indiaDate } from '@kavach/domain';
import type { RegisteredVehicle, VehicleRegistry } from './vehicle-registry.ts';

const monthsAgo = (months: number, today: string) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};
/** The day before `date`'s anniversary `years` on: the last day of a cover of that many years. */
const lastDayAfterYears = (date: string, years: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
const daysFrom = (days: number, today: string) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The sandbox registry: a handful of made-up registrations whose ages and expiries are relative to today, so the
 * demo always has a 2-year-old Activa whose policy ends in 5 days, a 3-year-old Swift, and so on.
 */
export function createSandboxVehicleRegistry(now: () => Date = () => new Date()): VehicleRegistry {
  const book = (today: string): Record<string, Omit<RegisteredVehicle, 'registration_number'>> => ({
    MH12AB1234: {
      vehicle_id: 'honda-activa-6g-standard',
      rto_code: 'MH-12',
      registration_date: monthsAgo(26, today),
      policy_expiry: daysFrom(5, today),
      third_party_until: null,
    },
    MH12CD5678: {
      vehicle_id: 'maruti-suzuki-swift-vxi',
      rto_code: 'MH-12',
      registration_date: monthsAgo(38, today),
      policy_expiry: daysFrom(40, today),
      third_party_until: null,
    },
    KA05EF9012: {
      vehicle_id: 'royal-enfield-classic-350-redditch',
      rto_code: 'KA-05',
      registration_date: monthsAgo(14, today),
      policy_expiry: daysFrom(2, today),
      third_party_until: null,
    },
    DL08GH3456: {
      vehicle_id: 'hyundai-creta-s',
      rto_code: 'DL-08',
      registration_date: monthsAgo(70, today),
      policy_expiry: daysFrom(-20, today),
      third_party_until: null,
    },
    MH31JK7890: {
      vehicle_id: 'tvs-jupiter-zx',
      rto_code: 'MH-31',
      registration_date: monthsAgo(8, today),
      policy_expiry: null,
      third_party_until: null,
    },
    // Bought new 20 months ago with 5 years of third party: its own-damage year ends in 12 days (issue 48).
    MH14TP2468: {
      vehicle_id: 'honda-activa-6g-standard',
      rto_code: 'MH-14',
      registration_date: monthsAgo(20, today),
      policy_expiry: daysFrom(12, today),
      third_party_until: lastDayAfterYears(monthsAgo(20, today), 5),
    },
  });
  return {
    id: 'sandbox',
    async lookup(registrationNumber) {
      const entry = book(indiaDate(now()))[registrationNumber];
      return entry ? { registration_number: registrationNumber, ...entry } : null;
    },
  };
}
