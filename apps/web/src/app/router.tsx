import { createBrowserRouter, type RouteObject } from 'react-router';
import { clientConfigQuery } from '../shared/api/client-config.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { paths } from '../shared/config/paths.ts';
import { OPS_PATHS } from '../features/ops/lib/paths.ts';
import { AppLayout } from './layout.tsx';
import { lazyPage, lazyRoute } from './lazy-route.ts';
import { RouteError } from './route-error.tsx';
import { PageLoader } from '../shared/ui/page-loader.tsx';

// docs/product/review-payment-term-bike.md §2.1's route table; every route is its own lazily loaded chunk
// (docs/decisions.md §7). The addresses come from `paths` and `OPS_PATHS`, which the links use too, so a page's link
// and its route cannot drift apart.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Every page reads the client config (the layout does): ask for it beside the first page's chunk, not after it.
    loader: () => {
      void queryClient.prefetchQuery(clientConfigQuery);
      return null;
    },
    errorElement: <RouteError />,
    // Shown while the first route's chunk loads, before the layout can render.
    hydrateFallbackElement: <PageLoader />,
    children: [
      lazyPage(paths.home, () => import('../features/home/routes/home-route.tsx')),
      lazyPage(paths.car, () => import('../features/motor/routes/car-entry-route.tsx')),
      lazyPage(`${paths.car}/:page`, () => import('../features/motor/routes/car-page-route.tsx')),
      // docs/product/quotes.md's health pre-quote; the journey's own pages follow, then term life, bike and the payment
      // returns.
      lazyPage(paths.health, () => import('../features/health-prequote/routes/health-prequote-route.tsx')),
      // docs/product/proposal-kyc.md §2's /health-insurance/{Page}: each page is a route of its own, so its chunk is
      // fetched as soon as the app starts instead of after a shell chunk (issue 14); any other page falls to '*'.
      {
        path: paths.healthPage('quote-list'),
        // The loader starts the list's requests while the page's chunk downloads; it is a chunk of its own so the
        // home page does not carry the quote-list API (and zod's schemas) in its first load.
        loader: (args) =>
          import('../features/health-quotes/routes/quote-list-loader.ts').then((m) => m.quoteListLoader(args)),
        // Sort, filters and compare ticks live in the address too; only another list (quote_id) needs the loader again.
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          currentUrl.pathname !== nextUrl.pathname ||
          currentUrl.searchParams.get('quote_id') !== nextUrl.searchParams.get('quote_id')
            ? defaultShouldRevalidate
            : false,
        lazy: lazyRoute(() => import('../features/health-quotes/routes/quote-list-route.tsx')),
      },
      // Issue 17: a plan's own address, and the side-by-side comparison of up to 3 plans.
      {
        path: `${paths.health}/plan/:planId`,
        // As the list's: the plan's requests start beside its chunk, not after it has rendered.
        loader: (args) => import('../features/health-quotes/routes/plan-loader.ts').then((m) => m.planLoader(args)),
        lazy: lazyRoute(() => import('../features/health-quotes/routes/plan-route.tsx')),
      },
      lazyPage(`${paths.health}/compare`, () => import('../features/health-quotes/routes/compare-route.tsx')),
      lazyPage(paths.healthPage('proposal'), () => import('../features/health-proposal/routes/proposal-route.tsx')),
      lazyPage(paths.term, () => import('../features/term/routes/term-wizard-route.tsx')),
      // Issue 15: the term proposal and its review; any other page goes to the term pages' own route.
      lazyPage(`${paths.term}/proposal`, () => import('../features/term-proposal/routes/term-proposal-route.tsx')),
      lazyPage(`${paths.term}/review`, () => import('../features/term-proposal/routes/term-review-route.tsx')),
      lazyPage(`${paths.term}/:page`, () => import('../features/term/routes/term-page-route.tsx')),
      lazyPage(paths.bike, () => import('../features/motor/routes/bike-entry-route.tsx')),
      lazyPage(`${paths.bike}/:page`, () => import('../features/motor/routes/bike-page-route.tsx')),
      // A payment's return from the gateway, under each vertical's own pages.
      ...[paths.health, paths.term, paths.bike].map((vertical) =>
        lazyPage(
          `${vertical}/:provider/redirect`,
          () => import('../features/payments/routes/payment-redirect-route.tsx'),
        ),
      ),
      lazyPage(paths.paymentSuccess, () => import('../features/payments/routes/payment-success-route.tsx')),
      lazyPage(paths.paymentFailed, () => import('../features/payments/routes/payment-failed-route.tsx')),
      lazyPage(paths.reviewSubmit, () => import('../features/health-review/routes/review-submit-route.tsx')),
      lazyPage(paths.dashboard, () => import('../features/dashboard/routes/dashboard-route.tsx')),
      lazyPage('*', () => import('../features/not-found/not-found-route.tsx')),
    ],
  },
  // Issue 19: the broker's operations console, its own frame (no buyer header), every page a chunk of its own.
  {
    path: OPS_PATHS.signIn,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    lazy: lazyRoute(() => import('../features/ops/routes/ops-sign-in-route.tsx')),
  },
  // Issue 44: an invitation's link, before its member has any session.
  {
    path: OPS_PATHS.enrol,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    lazy: lazyRoute(() => import('../features/ops/routes/enrol-route.tsx')),
  },
  {
    path: OPS_PATHS.home,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    lazy: lazyRoute(() => import('../features/ops/routes/ops-layout-route.tsx')),
    children: [
      { index: true, lazy: lazyRoute(() => import('../features/ops/routes/ops-home-route.tsx')) },
      lazyPage(OPS_PATHS.kyc, () => import('../features/ops/routes/kyc-queue-route.tsx')),
      lazyPage(`${OPS_PATHS.kyc}/:journeyId`, () => import('../features/ops/routes/kyc-item-route.tsx')),
      lazyPage(OPS_PATHS.grievances, () => import('../features/ops/routes/grievance-queue-route.tsx')),
      lazyPage(`${OPS_PATHS.grievances}/:grievanceId`, () => import('../features/ops/routes/grievance-item-route.tsx')),
      lazyPage(OPS_PATHS.policies, () => import('../features/ops/routes/policies-route.tsx')),
      lazyPage(OPS_PATHS.payments, () => import('../features/ops/routes/payments-route.tsx')),
      lazyPage(OPS_PATHS.insurers, () => import('../features/ops/routes/insurer-cases-route.tsx')),
      lazyPage(OPS_PATHS.privacy, () => import('../features/ops/routes/privacy-route.tsx')),
      lazyPage(OPS_PATHS.auditLog, () => import('../features/ops/routes/audit-log-route.tsx')),
      lazyPage(OPS_PATHS.staff, () => import('../features/ops/routes/staff-route.tsx')),
    ],
  },
];

/**
 * The app's router. Created, it matches the address at once and starts the route's loaders and chunks, so main.tsx
 * creates it in a task of its own rather than while the app's modules are evaluated.
 */
export const createAppRouter = () => createBrowserRouter(routes);
