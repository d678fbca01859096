// docs/product/review-payment-term-bike.md §2.1: the bike and car entry pages. Kept apart from the pages' words:
// the app's first load reads these (feature.ts), not the pages' texts.
export const BIKE_PAGE = '/bike-insurance';
export const CAR_PAGE = '/car-insurance';
