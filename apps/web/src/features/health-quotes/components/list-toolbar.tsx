import { QUOTE_SORTS, type QuoteSort } from '../lib/sort-quotes.ts';
import { QuoteOrderSelect } from '../../../shared/quotes/quote-order-select.tsx';

/** Issue 17: the order of health's quotes received, chosen in the browser. */
export function SortSelect({ sort, onSort }: { sort: QuoteSort; onSort: (sort: QuoteSort) => void }) {
  return <QuoteOrderSelect orders={QUOTE_SORTS} value={sort} onChange={onSort} />;
}
