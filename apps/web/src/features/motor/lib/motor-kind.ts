import type { VehicleKind } from '@kavach/domain';
import { BIKE_PAGE, CAR_PAGE } from './motor-pages.ts';

/**
 * What differs between the two-wheeler and car pages: their addresses and words
 * (docs/product/review-payment-term-bike.md §2.12 for the bike).
 */
export type MotorKindConfig = {
  kind: VehicleKind;
  entryPath: string;
  quoteListPath: string;
  heading: string;
  intro: string;
  noun: string;
  existingLabel: string;
  newLabel: string;
};

// The one page under each entry route (docs/product/review-payment-term-bike.md §2.1's /bike-insurance/{Page}).
export const QUOTE_LIST_PAGE = 'quote-list';

export const MOTOR_KINDS: Readonly<Record<VehicleKind, MotorKindConfig>> = {
  TWO_WHEELER: {
    kind: 'TWO_WHEELER',
    entryPath: BIKE_PAGE,
    quoteListPath: `${BIKE_PAGE}/${QUOTE_LIST_PAGE}`,
    heading: 'Find Your Two-Wheeler Insurance',
    intro: 'Compare comprehensive and third-party cover for your bike or scooter.',
    noun: 'bike',
    existingLabel: 'Existing Bike',
    newLabel: 'New Bike',
  },
  CAR: {
    kind: 'CAR',
    entryPath: CAR_PAGE,
    quoteListPath: `${CAR_PAGE}/${QUOTE_LIST_PAGE}`,
    heading: 'Find Your Car Insurance',
    intro: 'Compare comprehensive and third-party cover for your car.',
    noun: 'car',
    existingLabel: 'Existing Car',
    newLabel: 'New Car',
  },
};
