import { startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionStore } from '../lib/storage.ts';
import { NS } from './i18n.ts';
import { PlanCardSkeleton } from './plan-card-skeleton.tsx';

/** Cards per batch: about a phone's first screenful and a half. */
const CARD_BATCH = 4;

type Props<Q extends { quote_id: string }> = {
  quoteId: string | null;
  /** Shown without a quote id: what to do first. */
  landing: { text: string; to: string; action: string };
  title: string;
  /** The left column's summary of the pre-quote answers. */
  summary: ReactNode;
  /** The plan detail view, when a plan is open: it takes the list's place. */
  detail?: ReactNode;
  /** How the cards are ordered, after "N plans found, sorted by". */
  sortedBy: string;
  /** Above the cards, beside the count: the sort control. */
  toolbar?: ReactNode;
  /** After the cards: a bar kept in view at the bottom (the plans ticked to compare). */
  footer?: ReactNode;
  /** How many answers the list waits for: that many skeleton cards hold the list's place meanwhile. */
  expected?: number | undefined;
  /** The catalogue is the bundled sample: premiums are illustrative. */
  illustrative: boolean;
  /** The filter bar or the cover dropdown above the cards. */
  controls: ReactNode;
  quotes: readonly Q[];
  loading: boolean;
  /** The polling failed (docs/product/quotes.md §4: logged, polling stops, the loader is hidden). */
  failed: boolean;
  card: (quote: Q) => ReactNode;
  /** A finished list with no plans: why, and what to change. */
  empty: ReactNode;
};

/**
 * docs/product/quotes.md §2 / docs/product/review-payment-term-bike.md §2.10: the quote list page — the summary beside
 * the cards, the controls above them, the loader while quotes are pending, and the empty and failed lists said plainly.
 * The page's quote id is kept in the session.
 */
export function QuoteListPage<Q extends { quote_id: string }>({
  quoteId,
  landing,
  title,
  summary,
  detail,
  sortedBy,
  toolbar,
  footer,
  expected,
  illustrative,
  controls,
  quotes: quotesNow,
  loading: loadingNow,
  failed,
  card,
  empty,
}: Props<Q>) {
  const { t } = useTranslation(NS);
  // The cards (up to 30, each with its facts) render in an interruptible pass once their list arrives: the page
  // keeps answering taps meanwhile, and a phone's main thread is never blocked by the whole list at once (issue 14).
  const { quotes, loading } = useDeferredValue(
    useMemo(() => ({ quotes: quotesNow, loading: loadingNow }), [quotesNow, loadingNow]),
  );
  // A list that arrives while the page is open is added a few cards at a time, each batch its own short task
  // (render, layout, paint) after the first screenful; one already there (Back from a plan) renders whole, so the
  // remembered scroll position exists at once.
  const [limit, setLimit] = useState(() => (loadingNow ? CARD_BATCH : Infinity));
  // Asking again (a filter changed) starts the batches over; set while rendering, as React advises for state that
  // follows a prop, so no frame shows the old limit.
  if (loading && limit > CARD_BATCH) setLimit(CARD_BATCH);
  useEffect(() => {
    if (loading || limit >= quotes.length) return;
    const next = requestAnimationFrame(() => startTransition(() => setLimit((l) => l + CARD_BATCH)));
    return () => cancelAnimationFrame(next);
  }, [loading, limit, quotes.length]);
  useEffect(() => {
    if (quoteId) sessionStore.set('quote_id', quoteId);
  }, [quoteId]);

  if (!quoteId) {
    return (
      <div className="mx-auto max-w-xl px-4 py-14 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('list.noQuoteYet')}</h1>
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
      <div className="order-1 min-w-0 space-y-4 lg:order-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {/* Under the title from the first render (the prerendered shell's too): arriving with the cards it pushed
            nothing, but it became the page's largest paint two seconds after the shell's (issue 48). */}
        {illustrative && !detail && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('list.illustrative')}</p>
        )}
        {detail || (
          <>
            {controls}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600" aria-live="polite">
                {loading
                  ? t('list.fetching')
                  : failed || quotes.length === 0
                    ? ''
                    : t('list.found', { count: quotes.length, sortedBy })}
              </p>
              {!loading && quotes.length > 0 && toolbar}
            </div>
            {/* Issue 17: while quotes arrive, skeletons of a card's height hold the list's place and the cards
                replace them at once when the list is complete, so nothing below moves as answers come in. */}
            {loading ? (
              <div role="status" aria-label={t('list.fetchingLabel')} className="space-y-4">
                {Array.from({ length: Math.max(1, Math.min(expected ?? 4, 30)) }, (_, i) => (
                  <PlanCardSkeleton key={i} />
                ))}
              </div>
            ) : (
              <>
                <ul className="space-y-4">
                  {quotes.slice(0, limit).map((q) => (
                    // Scrolled to, a card clears the bars that stay at the top and bottom (filters, compare).
                    <li key={q.quote_id} className="scroll-mt-36 scroll-mb-28">
                      {card(q)}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {!loading && footer}
            {!loading && failed && quotes.length === 0 && (
              <div className="rounded-2xl border border-slate-200 bg-white p-6">
                <p className="font-semibold text-slate-900">{t('list.failed')}</p>
                <button
                  type="button"
                  onClick={() => window.location.reload()}
                  className="mt-3 text-sm font-semibold text-brand-700 underline"
                >
                  {t('list.tryAgain')}
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
