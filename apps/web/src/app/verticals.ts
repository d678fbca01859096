import { healthPrequoteFeature } from '../features/health-prequote/feature.ts';
import { healthProposalFeature } from '../features/health-proposal/feature.ts';
import { healthQuotesFeature } from '../features/health-quotes/feature.ts';
import { healthReviewFeature } from '../features/health-review/feature.ts';
import { motorFeature } from '../features/motor/feature.ts';
import { termProposalFeature } from '../features/term-proposal/feature.ts';
import { termFeature } from '../features/term/feature.ts';
import type { HomeCover, VerticalFeature } from '../shared/config/vertical-feature.ts';

/**
 * The verticals' features, each adding its pages and home covers: the router and the home page walk this list and
 * name no vertical. The covers show in this order (docs/product/quotes.md §2: health, term life, bike, car).
 */
export const VERTICAL_FEATURES: readonly VerticalFeature[] = [
  healthPrequoteFeature,
  healthQuotesFeature,
  healthProposalFeature,
  healthReviewFeature,
  termFeature,
  termProposalFeature,
  motorFeature,
];

export const HOME_COVERS: readonly HomeCover[] = VERTICAL_FEATURES.flatMap((feature) => feature.covers ?? []);
