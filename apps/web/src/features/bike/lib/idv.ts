import type { FuelType } from '@kavach/domain';
import type { TwoWheelerVehicleData } from '@kavach/domain/bike/vehicle-data';
import { daysInMonth, parseIsoDate, toIsoDate } from '@kavach/domain/validation/dates';

// The Insured Declared Value is the ex-showroom price less depreciation by age, on the schedule the
// India Motor Tariff fixed for two-wheelers (still what insurers use): age not over 6 months 5%, not over
// 1 year 15%, 2 years 20%, 3 years 30%, 4 years 40%, 5 years 50%.
const DEPRECIATION_SCHEDULE: readonly (readonly [ageLimitMonths: number, rate: number])[] = [
  [6, 0.05],
  [12, 0.15],
  [24, 0.2],
  [36, 0.3],
  [48, 0.4],
  [60, 0.5],
];
// Past 5 years the value is agreed with the insurer; we assume 5% more per year, to at most 70%.
const YEARLY_DEPRECIATION_AFTER_FIVE = 0.05;
const MAX_DEPRECIATION = 0.7;

/**
 * We do not know the bike's price, so the illustrative quotes start from a typical ex-showroom price of a
 * commuter motorcycle or scooter (petrol) and of an electric scooter.
 */
export const TYPICAL_EX_SHOWROOM_PRICE: Readonly<Record<FuelType, number>> = { Petrol: 95_000, Electric: 125_000 };

/** `date` plus whole months, on the last day of the month when it is shorter (31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const d = parseIsoDate(date);
  if (!d) throw new Error(`Not a date: ${date}`);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toIsoDate({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}

/** The depreciation rate for a bike bought on `purchaseDate`, on `today` (both YYYY-MM-DD). */
export function depreciationRate(purchaseDate: string, today: string): number {
  for (const [limit, rate] of DEPRECIATION_SCHEDULE) {
    if (today <= addMonths(purchaseDate, limit)) return rate;
  }
  let rate = 0.5;
  let years = 5;
  while (today > addMonths(purchaseDate, years * 12) && rate < MAX_DEPRECIATION) {
    years += 1;
    rate = Math.min(MAX_DEPRECIATION, rate + YEARLY_DEPRECIATION_AFTER_FIVE);
  }
  return Math.round(rate * 100) / 100;
}

/** An estimated IDV in rupees, rounded to the nearest hundred as insurers quote it. */
export function estimateIdv(vehicle: Pick<TwoWheelerVehicleData, 'fuelType' | 'purchaseDate'>, today: string): number {
  const value = TYPICAL_EX_SHOWROOM_PRICE[vehicle.fuelType] * (1 - depreciationRate(vehicle.purchaseDate, today));
  return Math.round(value / 100) * 100;
}
