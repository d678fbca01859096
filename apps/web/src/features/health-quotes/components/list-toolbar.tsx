import { useTranslation } from 'react-i18next';
import { QUOTE_SORTS, type QuoteSort } from '../lib/sort-quotes.ts';
import { QuoteOrderSelect } from '../../../shared/quotes/quote-order-select.tsx';
import { NS } from '../i18n.ts';

/** Issue 17: the order of health's quotes received, chosen in the browser. */
export function SortSelect({ sort, onSort }: { sort: QuoteSort; onSort: (sort: QuoteSort) => void }) {
  const { t } = useTranslation(NS);
  const orders = QUOTE_SORTS.map((o) => ({ value: o.value, label: t(o.label), caption: t(o.caption) }));
  return <QuoteOrderSelect orders={orders} value={sort} onChange={onSort} />;
}
