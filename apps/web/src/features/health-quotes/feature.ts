import type { VerticalFeature } from '../../shared/config/vertical-feature.ts';
import { lazyPage, lazyRoute } from '../../shared/lib/lazy-route.ts';

/**
 * docs/product/proposal-kyc.md §2's /health-insurance/{Page}: each page is a route of its own, so its chunk is fetched
 * as soon as the app starts instead of after a shell chunk (issue 14); any other page falls to '*'.
 */
export const healthQuotesFeature: VerticalFeature = {
  routes: [
    {
      path: '/health-insurance/quote-list',
      // The loader starts the list's requests while the page's chunk downloads; it is a chunk of its own so the
      // home page does not carry the quote-list API (and zod's schemas) in its first load.
      loader: (args) => import('./routes/quote-list-loader.ts').then((m) => m.quoteListLoader(args)),
      // Sort, filters and compare ticks live in the address too; only another list (quote_id) needs the loader again.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname !== nextUrl.pathname ||
        currentUrl.searchParams.get('quote_id') !== nextUrl.searchParams.get('quote_id')
          ? defaultShouldRevalidate
          : false,
      lazy: lazyRoute(() => import('./routes/quote-list-route.tsx')),
    },
    // Issue 17: a plan's own address, and the side-by-side comparison of up to 3 plans.
    {
      path: '/health-insurance/plan/:planId',
      // As the list's: the plan's requests start beside its chunk, not after it has rendered.
      loader: (args) => import('./routes/plan-loader.ts').then((m) => m.planLoader(args)),
      lazy: lazyRoute(() => import('./routes/plan-route.tsx')),
    },
    lazyPage('/health-insurance/compare', () => import('./routes/compare-route.tsx')),
  ],
};
