import type { VerticalFeature } from '../../shared/config/vertical-feature.ts';
import { lazyPage } from '../../shared/lib/lazy-route.ts';

const TERM_PAGE = '/term-insurance';

/**
 * docs/product/review-payment-term-bike.md §2.1: the term wizard and its pages (the quote list), where term payments
 * return, and term life at home. The proposal's own pages are term-proposal's, matched before `:page`.
 */
export const termFeature: VerticalFeature = {
  routes: [
    lazyPage(TERM_PAGE, () => import('./routes/term-wizard-route.tsx')),
    // Issue 48: a plan's own address; opening it starts nothing.
    lazyPage(`${TERM_PAGE}/plan/:planId`, () => import('./routes/term-plan-route.tsx')),
    lazyPage(`${TERM_PAGE}/:page`, () => import('./routes/term-page-route.tsx')),
  ],
  paymentPage: TERM_PAGE,
  covers: [
    {
      to: TERM_PAGE,
      iconPath: 'M24 41S7 31 7 18a9 9 0 0 1 17-4 9 9 0 0 1 17 4c0 13-17 23-17 23z',
      card: {
        title: 'covers.term.title',
        text: 'covers.term.text',
      },
      stepTwo: {
        choices: ['self', 'family'],
        place: 1,
        title: 'covers.term.choice',
        blurb: 'covers.term.blurb',
        clearsPreQuote: true,
      },
    },
  ],
};
