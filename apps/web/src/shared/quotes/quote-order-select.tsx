import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../ui/native-select.tsx';
import { NS } from './i18n.ts';
import { parseQuoteOrder, type QuoteOrder } from './quote-order.ts';

type Props<V extends string> = { orders: readonly QuoteOrder<V>[]; value: V; onChange: (next: V) => void };

/** Issue 17: the order of the quotes received, chosen in the browser ("Sort by"). */
export function QuoteOrderSelect<V extends string>({ orders, value, onChange }: Props<V>) {
  const { t } = useTranslation(NS);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {t('sortBy')}
      <NativeSelect
        value={value}
        onChange={(e) => onChange(parseQuoteOrder(orders, e.target.value))}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
        options={orders}
      />
    </label>
  );
}
