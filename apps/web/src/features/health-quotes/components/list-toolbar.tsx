import { Link } from 'react-router';
import { QUOTE_SORTS, type QuoteSort } from '../lib/sort-quotes.ts';
import { QuoteOrderSelect } from '../../../shared/quotes/quote-order-select.tsx';

/** Issue 17: the order of health's quotes received, chosen in the browser. */
export function SortSelect({ sort, onSort }: { sort: QuoteSort; onSort: (sort: QuoteSort) => void }) {
  return <QuoteOrderSelect orders={QUOTE_SORTS} value={sort} onChange={onSort} />;
}

/** Issue 17: the plans ticked to compare, kept in view at the bottom of the list, and the way to the comparison. */
export function CompareBar({ count, to, onClear }: { count: number; to: string; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Compare plans"
      className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-2 rounded-t-2xl border border-slate-200 bg-white p-3 shadow-lg"
    >
      <p className="text-sm text-slate-700">
        {count} of 3 plans ticked{count < 2 ? ': tick one more to compare' : ''}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 px-2 text-sm font-semibold text-brand-700 underline"
        >
          Clear
        </button>
        {count >= 2 && (
          <Link
            to={to}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Compare
          </Link>
        )}
      </div>
    </div>
  );
}
