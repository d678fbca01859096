import { z } from 'zod';

// spec 3 §5.6: the manual bike form offers these fuel types, spelled as shown.
export const FUEL_TYPES = ['Petrol', 'Electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const ZFuelType = z.enum(FUEL_TYPES);

/** spec 3 §4.15: the mock registration lookup waits this long. */
export const BIKE_SEARCH_DELAY_MS = 1500;
