import { API_VERTICALS, tableOf } from '@kavach/domain';
import type { TClientConfigResponse } from '@kavach/domain/api/client-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ReportNamespaces } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppLayout } from './app/layout.tsx';
import PlanRoute from './features/health-quotes/routes/plan-route.tsx';
import QuoteListRoute from './features/health-quotes/routes/quote-list-route.tsx';
import { MotorQuotesPending } from './features/motor/components/motor-quote-list-page.tsx';
import { MOTOR_KINDS } from './features/motor/lib/motor-kind.ts';
import ReviewSubmitRoute from './features/health-review/routes/review-submit-route.tsx';
import TermQuoteListRoute from './features/term/routes/term-quote-list-route.tsx';
import { clientConfigQuery } from './shared/api/client-config.ts';
import { catalogueNamespaces, i18n } from './shared/i18n/i18n.ts';
import { LANGUAGE_CODES, type Language } from '@kavach/domain/i18n/languages';

/**
 * The pages whose first paint should not wait for JavaScript (issue 14: the quote list's LCP on a phone): at
 * build time each is rendered as it first looks — layout, heading and skeletons, no data — into a copy of
 * index.html the server sends for any address its path matches (scripts/prerender.mjs; a `:name` segment is any one
 * segment). The app renders over it once the route is ready (main.tsx). Only pages that need it: every shell is
 * markup to keep in step with its page's first render. `modules` are the route's own chunks in the build (the
 * route table's imports: its page, and its loader where it has one), which the shell's page asks for with the app's
 * scripts.
 */
export const SHELLS: { path: string; url: string; Page: ComponentType; modules: string[] }[] = [
  // Any quote id: the shell is the list while its quotes are being fetched.
  {
    path: '/health-insurance/quote-list',
    url: '/health-insurance/quote-list?quote_id=shell',
    Page: QuoteListRoute,
    modules: [
      'src/features/health-quotes/routes/quote-list-route.tsx',
      'src/features/health-quotes/routes/quote-list-loader.ts',
    ],
  },
  // Any plan of any list: the plan page while its plan loads (issue 17).
  {
    path: '/health-insurance/plan/:planId',
    url: '/health-insurance/plan/shell?quote_id=shell',
    Page: PlanRoute,
    modules: ['src/features/health-quotes/routes/plan-route.tsx', 'src/features/health-quotes/routes/plan-loader.ts'],
  },
  // The term list while its quotes are fetched, and a health review while its journey is read (issue 48).
  {
    path: '/term-insurance/quote-list',
    url: '/term-insurance/quote-list?quote_id=shell',
    Page: TermQuoteListRoute,
    modules: ['src/features/term/routes/term-page-route.tsx'],
  },
  {
    path: '/health/review-submit',
    url: '/health/review-submit?journey_id=shell',
    Page: ReviewSubmitRoute,
    modules: ['src/features/health-review/routes/review-submit-route.tsx'],
  },
  // A motor list until its first answer: the dots, whatever the vehicle (it is in the tab's history, not the address).
  {
    path: MOTOR_KINDS.TWO_WHEELER.quoteListPath,
    url: MOTOR_KINDS.TWO_WHEELER.quoteListPath,
    Page: MotorQuotesPending,
    modules: ['src/features/motor/routes/bike-quote-list-route.tsx'],
  },
  {
    path: MOTOR_KINDS.CAR.quoteListPath,
    url: MOTOR_KINDS.CAR.quoteListPath,
    Page: MotorQuotesPending,
    modules: ['src/features/motor/routes/car-quote-list-route.tsx'],
  },
];

export type SampleCatalogues = TClientConfigResponse['sample_catalogues'];

/**
 * What a shell can differ by between installations: which verticals price from the bundled sample catalogue (the
 * pages and the footer then say so). Every combination gets its shell and the server sends its own, so the first
 * paint says what the app will (spa.ts).
 */
export const SAMPLE_CATALOGUE_CHOICES: SampleCatalogues[] = Array.from({ length: 2 ** API_VERTICALS.length }, (_, n) =>
  // The n-th combination: its bits, the first vertical's the highest, say which are samples.
  tableOf(API_VERTICALS, (name) => (n & (2 ** (API_VERTICALS.length - 1 - API_VERTICALS.indexOf(name)))) !== 0),
);

/** Every shell is drawn in each language; the server sends the one the browser chose (its cookie, spa.ts). */
export const SHELL_LANGUAGES: readonly Language[] = LANGUAGE_CODES;

/** Draws the shells that follow in `language`, its catalogues loaded first: a render on the server cannot wait. */
export async function drawIn(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(catalogueNamespaces(language));
}

/**
 * A shell as it first looks, and the namespaces it read: main.tsx loads those before it renders over a shell in
 * another language, else its first render would wait for them with a loader and the shell would blink.
 */
export function renderShell(
  { path, url, Page }: (typeof SHELLS)[number],
  sampleCatalogues: SampleCatalogues,
): { html: string; namespaces: string[] } {
  // react-i18next keeps one record of the namespaces read per i18n instance, and makes a new one when there is none:
  // emptied here, it lists this shell's alone, not also every shell drawn before it.
  const recorder = () => i18n as { reportNamespaces?: ReportNamespaces };
  recorder().reportNamespaces = undefined;
  const queryClient = new QueryClient();
  // Only the catalogues change what a shell shows; the rest of the installation's settings are read once the app runs.
  queryClient.setQueryData(clientConfigQuery.queryKey, {
    sample_catalogues: sampleCatalogues,
    map_tile_url: null,
    google_client_id: null,
    sandbox_sms: false,
    // No shell shows the help desk; the app reads the installation's own.
    support: { phone: '', email: '', sample: true },
    // No shell shows how long unpaid purchases are kept (the dashboard); the app reads the installation's own.
    unpaid_kept_days: 1,
  });
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={path} element={<Page />} />
          </Route>
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
  return { html, namespaces: recorder().reportNamespaces?.getUsedNamespaces() ?? [] };
}
