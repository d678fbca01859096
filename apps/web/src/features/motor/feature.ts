import type { VerticalFeature } from '../../shared/config/vertical-feature.ts';
import { lazyPage } from '../../shared/lib/lazy-route.ts';
import { MOTOR_KINDS } from './lib/motor-kind.ts';
import { BIKE_PAGE, CAR_PAGE } from './lib/motor-pages.ts';

/**
 * docs/product/review-payment-term-bike.md §2.1 and §2.12: the bike and car entry pages and each one's pages; a car
 * journey pays and returns on the bike page too (one page per vertical); bike and car at home.
 */
export const motorFeature: VerticalFeature = {
  routes: [
    lazyPage(CAR_PAGE, () => import('./routes/car-entry-route.tsx')),
    // The quote lists apart from the other pages (the proposal), each chunk only its own code (issue 48).
    lazyPage(MOTOR_KINDS.CAR.quoteListPath, () => import('./routes/car-quote-list-route.tsx')),
    lazyPage(`${CAR_PAGE}/:page`, () => import('./routes/car-page-route.tsx')),
    lazyPage(BIKE_PAGE, () => import('./routes/bike-entry-route.tsx')),
    lazyPage(MOTOR_KINDS.TWO_WHEELER.quoteListPath, () => import('./routes/bike-quote-list-route.tsx')),
    lazyPage(`${BIKE_PAGE}/:page`, () => import('./routes/bike-page-route.tsx')),
  ],
  paymentPage: BIKE_PAGE,
  covers: [
    {
      to: BIKE_PAGE,
      iconPath:
        'M5 32a6 6 0 1 0 12 0a6 6 0 1 0 -12 0M31 32a6 6 0 1 0 12 0a6 6 0 1 0 -12 0M11 32h12l6-12h6l2 12M23 32l-5-12h-6',
      card: {
        title: 'covers.bike.title',
        text: 'covers.bike.text',
      },
      stepTwo: {
        choices: ['things'],
        place: 1,
        title: 'covers.bike.title',
        blurb: 'covers.bike.blurb',
        clearsPreQuote: false,
      },
    },
    {
      to: CAR_PAGE,
      iconPath:
        'M6 30v-6l5-9h26l5 9v6a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3zM6 24h36M10 33a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M30 33a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
      card: {
        title: 'covers.car.title',
        text: 'covers.car.text',
      },
      stepTwo: {
        choices: ['things'],
        place: 2,
        title: 'covers.car.title',
        blurb: 'covers.car.blurb',
        clearsPreQuote: false,
      },
    },
  ],
};
