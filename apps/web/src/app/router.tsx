import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout.tsx';
import { lazyRoute } from './lazy-route.ts';
import { RouteError } from './route-error.tsx';
import { PageLoader } from '../shared/ui/page-loader.tsx';

const comingSoon = lazyRoute(() => import('../features/coming-soon/routes/coming-soon-route.tsx'));

// spec 3 §2.1's route table; every route is its own lazily loaded chunk (DESIGN.md §7).
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown while the first route's chunk loads, before the layout can render.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', lazy: lazyRoute(() => import('../features/home/routes/home-route.tsx')) },
      { path: '/car-insurance', lazy: lazyRoute(() => import('../features/car/routes/car-insurance-route.tsx')) },
      // Owned by later issues (health journey 4–7, term 8, bike 9, payment 7): an honest "coming soon" until they land.
      { path: '/health-insurance', lazy: lazyRoute(() => import('../features/health-prequote/routes/health-prequote-route.tsx')) },
      { path: '/health-insurance/:page', lazy: lazyRoute(() => import('./health-page-route.tsx')) },
      { path: '/health-insurance/:provider/redirect', lazy: comingSoon },
      { path: '/term-insurance', lazy: comingSoon },
      { path: '/term-insurance/:page', lazy: comingSoon },
      { path: '/term-insurance/:provider/redirect', lazy: comingSoon },
      { path: '/bike-insurance', lazy: comingSoon },
      { path: '/bike-insurance/:page', lazy: comingSoon },
      { path: '/bike-insurance/:provider/redirect', lazy: comingSoon },
      { path: '/payment-success', lazy: comingSoon },
      { path: '/payment-failed', lazy: comingSoon },
      { path: '/health/review-submit', lazy: comingSoon },
      { path: '/dashboard', lazy: comingSoon },
      { path: '*', lazy: lazyRoute(() => import('../features/not-found/not-found-route.tsx')) },
    ],
  },
]);
