import { z } from 'zod';

// docs/product/review-payment-term-bike.md §5.6: the manual bike form offers these fuel types, spelled as shown.
export const FUEL_TYPES = ['Petrol', 'Electric'] as const;
export const ZFuelType = z.enum(FUEL_TYPES);
