import type { VerticalFeature } from '../../shared/config/vertical-feature.ts';
import { lazyPage } from '../../shared/lib/lazy-route.ts';
import { localStore, sessionStore } from '../../shared/lib/storage.ts';

const HEALTH_PAGE = '/health-insurance';

/**
 * Issue 17: the Health card opens the pre-quote at "Select Members" of the family type (self, spouse, children,
 * parents), not the self-only step; like Health on step two it clears stored answers first (docs/product/quotes.md §2).
 */
function startFamilyHealth() {
  localStore.remove('preQuoteDetails');
  sessionStore.remove('PreQuoteStep');
  sessionStore.set('insuranceFor', 'family');
  sessionStore.set('selectedMemberType', 'family');
}

/** docs/product/quotes.md §2: the health pre-quote, the page health payments return to, and Health at home. */
export const healthPrequoteFeature: VerticalFeature = {
  routes: [lazyPage(HEALTH_PAGE, () => import('./routes/health-prequote-route.tsx'))],
  paymentPage: HEALTH_PAGE,
  covers: [
    {
      to: HEALTH_PAGE,
      iconPath: 'M15 7h18a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8H15a8 8 0 0 1-8-8V15a8 8 0 0 1 8-8zM24 15v18M15 24h18',
      card: {
        title: 'covers.health.title',
        text: 'covers.health.text',
        onClick: startFamilyHealth,
      },
      stepTwo: {
        choices: ['self', 'family'],
        place: 2,
        title: 'covers.health.title',
        blurb: 'covers.health.blurb',
        clearsPreQuote: true,
      },
    },
  ],
};
