import { formatInr, toDisplayDate } from '@kavach/domain';
import { Button } from '../../../shared/ui/button.tsx';
import type { BikeQuote } from '../lib/bike-quotes.ts';

function initials(company: string): string {
  return company
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** spec 3 §2.12 plan card: insurer, plan, IDV, claims settled, policy start date, premium and 'Buy Now'. */
export function BikeQuoteCard({ quote, onBuy }: { quote: BikeQuote; onBuy: (quote: BikeQuote) => void }) {
  const titleId = `bike-plan-${quote.id}`;
  const facts: [term: string, detail: string][] = [
    ['IDV', formatInr(quote.idv)],
    ['Claims settled', `${quote.claimsSettled}%`],
    ['Policy start', toDisplayDate(quote.policyStartDate)],
  ];
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            aria-hidden="true"
            className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-sm font-bold text-brand-800"
          >
            {initials(quote.company)}
          </span>
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{quote.company}</p>
            <h3 id={titleId} className="text-base font-semibold leading-snug text-slate-900 sm:text-lg">
              {quote.plan}
            </h3>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm sm:w-80 sm:shrink-0">
          {facts.map(([term, detail]) => (
            <div key={term} className="rounded-lg bg-slate-50 px-2 py-1.5">
              <dt className="text-xs text-slate-600">{term}</dt>
              <dd className="font-semibold text-slate-900">{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p>
          <span className="text-xl font-bold text-slate-900">{formatInr(quote.premium)}</span>
          <span className="ml-1 text-sm text-slate-600">/year incl. GST</span>
        </p>
        <Button onClick={() => onBuy(quote)} aria-describedby={titleId} className="shrink-0">
          Buy Now
        </Button>
      </div>
    </article>
  );
}
