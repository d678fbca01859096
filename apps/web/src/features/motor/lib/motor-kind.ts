import type { VehicleKind } from '@kavach/domain';
import { BIKE_PAGE, CAR_PAGE } from './motor-pages.ts';

/**
 * What differs between the two-wheeler and car pages: their addresses (docs/product/review-payment-term-bike.md §2.12
 * for the bike). Their words differ too: each component picks the bike's or the car's whole text by `kind`.
 */
export type MotorKindConfig = {
  kind: VehicleKind;
  entryPath: string;
  quoteListPath: string;
};

// The one page under each entry route (docs/product/review-payment-term-bike.md §2.1's /bike-insurance/{Page}).
export const QUOTE_LIST_PAGE = 'quote-list';

export const MOTOR_KINDS: Readonly<Record<VehicleKind, MotorKindConfig>> = {
  TWO_WHEELER: { kind: 'TWO_WHEELER', entryPath: BIKE_PAGE, quoteListPath: `${BIKE_PAGE}/${QUOTE_LIST_PAGE}` },
  CAR: { kind: 'CAR', entryPath: CAR_PAGE, quoteListPath: `${CAR_PAGE}/${QUOTE_LIST_PAGE}` },
};
