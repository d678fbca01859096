import { countOf } from '@kavach/domain';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { sessionStore } from '../lib/storage.ts';
import { LoadingDots } from '../ui/loading-dots.tsx';

type Props<Q extends { quote_id: string }> = {
  quoteId: string | null;
  /** Shown without a quote id: what to do first. */
  landing: { text: string; to: string; action: string };
  title: string;
  /** The left column's summary of the pre-quote answers. */
  summary: ReactNode;
  /** The plan detail view, when a plan is open: it takes the list's place. */
  detail: ReactNode;
  /** The catalogue is the bundled sample: premiums are illustrative. */
  illustrative: boolean;
  /** The filter bar or the cover dropdown above the cards. */
  controls: ReactNode;
  quotes: readonly Q[];
  loading: boolean;
  /** The polling failed (spec 1 §4: logged, polling stops, the loader is hidden). */
  failed: boolean;
  card: (quote: Q) => ReactNode;
  /** A finished list with no plans: why, and what to change. */
  empty: ReactNode;
};

/**
 * spec 1 §2 / spec 3 §2.10: the quote list page — the summary beside the cards, the controls above them, the loader
 * while quotes are pending, and the empty and failed lists said plainly. The page's quote id is kept in the session.
 */
export function QuoteListPage<Q extends { quote_id: string }>({
  quoteId,
  landing,
  title,
  summary,
  detail,
  illustrative,
  controls,
  quotes,
  loading,
  failed,
  card,
  empty,
}: Props<Q>) {
  useEffect(() => {
    if (quoteId) sessionStore.set('quote_id', quoteId);
  }, [quoteId]);

  if (!quoteId) {
    return (
      <div className="mx-auto max-w-xl px-4 py-14 text-center">
        <h1 className="text-2xl font-bold text-slate-900">No quotes to show yet</h1>
        <p className="mt-3 text-slate-600">{landing.text}</p>
        <Link to={landing.to} className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
          {landing.action}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="order-2 lg:order-1">{summary}</div>
      {/* While loading, the list holds a screen's height: the summary below it on a phone, and the footer, wait
          below the fold instead of jumping down when the plans arrive (layout shift, issue 14). */}
      <div className={`order-1 min-w-0 space-y-4 lg:order-2 ${loading ? 'min-h-dvh' : ''}`}>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {detail || (
          <>
            {illustrative && (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                Premiums here come from a sample catalogue and are illustrative, not offers from the insurers.
              </p>
            )}
            {controls}
            <p className="text-sm text-slate-600" aria-live="polite">
              {loading
                ? 'Fetching quotes from insurers…'
                : failed || quotes.length === 0
                  ? ''
                  : `${countOf(quotes.length, 'plan')} found, sorted by value score (cover quality per rupee of premium)`}
            </p>
            <ul className="space-y-4">
              {quotes.map((q) => (
                <li key={q.quote_id}>{card(q)}</li>
              ))}
            </ul>
            {loading && <LoadingDots label="Fetching quotes" />}
            {!loading && failed && quotes.length === 0 && (
              <div className="rounded-2xl border border-slate-200 bg-white p-6">
                <p className="font-semibold text-slate-900">The quotes could not be loaded.</p>
                <button
                  type="button"
                  onClick={() => window.location.reload()}
                  className="mt-3 text-sm font-semibold text-brand-700 underline"
                >
                  Try again
                </button>
              </div>
            )}
            {!loading && !failed && quotes.length === 0 && empty}
          </>
        )}
      </div>
    </div>
  );
}
