import type { VerticalFeature } from '../../shared/config/vertical-feature.ts';
import { lazyPage } from '../../shared/lib/lazy-route.ts';

/** docs/product/proposal-kyc.md §2: the health proposal, its steps one page. */
export const healthProposalFeature: VerticalFeature = {
  routes: [lazyPage('/health-insurance/proposal', () => import('./routes/proposal-route.tsx'))],
};
