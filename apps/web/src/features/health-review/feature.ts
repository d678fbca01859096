import type { VerticalFeature } from '../../shared/config/vertical-feature.ts';
import { lazyPage } from '../../shared/lib/lazy-route.ts';

/** docs/product/review-payment-term-bike.md §2.1: the health proposal's review, where its payment starts. */
export const healthReviewFeature: VerticalFeature = {
  routes: [lazyPage('/health/review-submit', () => import('./routes/review-submit-route.tsx'))],
};
