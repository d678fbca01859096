import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { englishNamespace } from '../shared/i18n/english-namespace.ts';
import en from '../shared/i18n/locales/en.json';
import { ChunkLoadError } from '../shared/lib/lazy-route.ts';

const NS = englishNamespace('common', en);

/** Never a blank page (docs/decisions.md §5): a failed chunk or render says so and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  // Never waits for a catalogue: the page that failed may be the one that was loading it. English until it comes.
  const { t } = useTranslation(NS, { useSuspense: false });
  const chunk = error instanceof ChunkLoadError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {notFound ? t('routeError.notFound') : t('routeError.failed')}
      </h1>
      <p className="mt-3 text-slate-600">{chunk ? t('routeError.chunk') : t('routeError.other')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white"
        >
          {t('routeError.reload')}
        </button>
        <Link to="/" className="rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700">
          {t('routeError.home')}
        </Link>
      </div>
    </div>
  );
}
