import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { renewSession, useTrackSession } from '../features/session/hooks/use-track-session.ts';
import { onSessionRejected } from '../shared/api/client.ts';
import { AlertHost } from '../shared/ui/alert-host.tsx';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { Footer } from './footer.tsx';
import { useGoogleOneTap } from './google-one-tap.ts';
import { Header } from './header.tsx';
import { useRouteFocus } from './use-route-focus.ts';

// At load, before any page's first call: a call refused for its session gets a new one and is retried.
onSessionRejected(renewSession);

export function AppLayout() {
  useTrackSession();
  useGoogleOneTap();
  useRouteFocus();
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AlertHost />
    </div>
  );
}
