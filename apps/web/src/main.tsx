import './zod-jitless.ts';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { followPageHeading } from './app/page-title.ts';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { clientConfigQuery } from './shared/api/client-config.ts';
import { paths } from './shared/config/paths.ts';
import { queryClient } from './shared/api/query-client.ts';
import { i18n } from './shared/i18n/i18n.ts';
import { DEFAULT_LANGUAGE } from '@kavach/domain/i18n/languages';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

/** Lifts the prerendered shell's `inert` in the commit that replaces it: the shell is never interactive. */
function ShellLifted({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('data-shell');
  }, [container]);
  return children;
}

followPageHeading(
  document,
  () => window.location.pathname === paths.home,
  () => i18n.t('site.title'),
);

type AppRouter = ReturnType<typeof createAppRouter>;

function render(container: HTMLElement, router: AppRouter) {
  // In a transition: React renders the app in slices between which the phone's main thread stays free (a quote list
  // is a large tree), and commits it in one frame over the shell, which stays inert until then.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <ShellLifted container={container}>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </ShellLifted>
      </StrictMode>,
    ),
  );
}

// A page the server sent prerendered (scripts/prerender.mjs) stays as it is until its route's chunk and loader are
// ready — rendering earlier would swap it for the loading fallback and back — and until the installation's settings
// are known: the shell says what they say (a sample catalogue's notes), and a first render without them would take
// those lines away and put them back. Any other page renders at once.
function start(container: HTMLElement, router: AppRouter) {
  if (!container.hasAttribute('data-shell')) return render(container, router);
  const routeReady = router.state.initialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });
  // A failed request is the page's to show, as without a shell.
  const settings = queryClient.ensureQueryData(clientConfigQuery).catch(() => undefined);
  // A shell drawn in another language (scripts/prerender.mjs): the texts it read too, after the route's chunk has
  // given their English; a catalogue that fails to load leaves the page in English, as without a shell.
  const texts = routeReady.then(() => {
    const namespaces = container.dataset.namespaces?.split(' ').filter(Boolean) ?? [];
    if (i18n.language === DEFAULT_LANGUAGE || namespaces.length === 0) return undefined;
    return i18n.loadNamespaces(namespaces).catch(() => undefined);
  });
  void Promise.all([routeReady, settings, texts]).then(() => render(container, router));
}

// The router starts in the task after the one that evaluated the app's modules: together they were a phone's longest
// task on a prerendered page, counted whole in Lighthouse's blocking time (issue 42).
setTimeout(() => start(root, createAppRouter()), 0);
