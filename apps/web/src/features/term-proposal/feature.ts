import type { VerticalFeature } from '../../shared/config/vertical-feature.ts';
import { lazyPage } from '../../shared/lib/lazy-route.ts';

/** Issue 15: the term proposal and its review; any other term page is the term feature's. */
export const termProposalFeature: VerticalFeature = {
  routes: [
    lazyPage('/term-insurance/proposal', () => import('./routes/term-proposal-route.tsx')),
    lazyPage('/term-insurance/review', () => import('./routes/term-review-route.tsx')),
  ],
};
