import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppLayout } from './app/layout.tsx';
import QuoteListRoute from './features/health-quotes/routes/quote-list-route.tsx';

/**
 * The pages whose first paint should not wait for JavaScript (issue 14: the quote list's LCP on a phone): at
 * build time each is rendered as it first looks — layout, heading and skeleton cards, no data — into a copy of
 * index.html the server sends for that path (scripts/prerender.mjs). The app renders over it once the route is ready
 * (main.tsx). Only pages that need it: every shell is markup to keep in step with its page's first render.
 */
export const SHELLS: { path: string; url: string; Page: ComponentType }[] = [
  // Any quote id: the shell is the list while its quotes are being fetched.
  { path: '/health-insurance/quote-list', url: '/health-insurance/quote-list?quote_id=shell', Page: QuoteListRoute },
];

export function renderShell({ path, url, Page }: (typeof SHELLS)[number]): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={url}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={path} element={<Page />} />
          </Route>
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
}
