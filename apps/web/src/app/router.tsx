import { createBrowserRouter, type RouteObject } from 'react-router';
import { clientConfigQuery } from '../shared/api/client-config.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { paths } from '../shared/config/paths.ts';
import { OPS_PATHS } from '../features/ops/lib/paths.ts';
import { AppLayout } from './layout.tsx';
import { lazyPage, lazyRoute } from '../shared/lib/lazy-route.ts';
import { RouteError } from './route-error.tsx';
import { VERTICAL_FEATURES } from './verticals.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';

// docs/product/review-payment-term-bike.md §2.1's route table; every route is its own lazily loaded chunk
// (docs/decisions.md §7). The addresses come from `paths`, `OPS_PATHS` and each vertical feature's own (verticals.ts),
// which the links use too, so a page's link and its route cannot drift apart.
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
      ...VERTICAL_FEATURES.flatMap((feature) => feature.routes),
      // A payment's return from the gateway, under each vertical's own pages.
      ...VERTICAL_FEATURES.flatMap(({ paymentPage }) =>
        paymentPage
          ? [
              lazyPage(
                `${paymentPage}/:provider/redirect`,
                () => import('../features/payments/routes/payment-redirect-route.tsx'),
              ),
            ]
          : [],
      ),
      lazyPage(paths.paymentSuccess, () => import('../features/payments/routes/payment-success-route.tsx')),
      lazyPage(paths.paymentFailed, () => import('../features/payments/routes/payment-failed-route.tsx')),
      lazyPage(paths.dashboard, () => import('../features/dashboard/routes/dashboard-route.tsx')),
      lazyPage(paths.heldDocuments, () => import('../features/dashboard/routes/held-documents-route.tsx')),
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
      lazyPage(OPS_PATHS.notices, () => import('../features/ops/routes/notices-route.tsx')),
      lazyPage(OPS_PATHS.claims, () => import('../features/ops/routes/claims-route.tsx')),
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
