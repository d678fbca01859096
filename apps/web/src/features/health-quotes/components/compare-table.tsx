import {
  formatMonthlyShare,
  formatIndianNumber,
  healthPlanFacts,
  lakhCroreLabel,
  type THealthQuote,
  type TPlanMeta,
} from '@kavach/domain';
import type { ReactNode } from 'react';
import { yearlyPrice } from '../lib/price.ts';
import { waitingPeriods } from '../lib/waiting-periods.ts';

type Props = {
  quotes: readonly THealthQuote[];
  metaById: ReadonlyMap<string, TPlanMeta>;
  buying: string | null;
  onBuy: (quote: THealthQuote) => void;
};

const fact = (q: THealthQuote, label: string) => healthPlanFacts(q).find((f) => f.label === label)?.value ?? '—';

// Each row from the quote (the plan's catalogue entry) or its plan information; "—" where the catalogue is silent.
const ROWS: { label: string; cell: (q: THealthQuote, meta: TPlanMeta | undefined) => ReactNode }[] = [
  {
    label: 'Premium a year',
    cell: (q) => {
      const p = yearlyPrice(q.periodic_premium_breakups);
      return (
        <>
          <span className="font-semibold">{p.label}</span>
          {p.note && <span className="block text-xs text-slate-600">{p.note}</span>}
        </>
      );
    },
  },
  { label: 'Premium a month', cell: (q) => formatMonthlyShare(q.periodic_premium_breakups.monthly_premium) },
  { label: 'Cover', cell: (q) => lakhCroreLabel(q.sum_insured) },
  { label: 'Room rent', cell: (q) => fact(q, 'Room rent') },
  { label: 'Co-payment', cell: (q) => (q.co_payment_percent ? `${q.co_payment_percent}% of each claim` : 'None') },
  { label: 'Waiting period: pre-existing diseases', cell: (q) => waitingPeriods(q).ped },
  { label: 'Waiting period: maternity', cell: (q) => waitingPeriods(q).maternity ?? 'Not covered' },
  { label: 'No claim bonus', cell: (q) => q.no_claim_bonus ?? '—' },
  {
    label: 'Restoration of cover',
    cell: (_q, meta) =>
      meta?.features.find((f) => f.feature_type === 'INCLUDED' && /restor/i.test(f.feature_name))
        ?.feature_description ?? '—',
  },
  { label: 'Cashless hospitals', cell: (q) => formatIndianNumber(q.cashless_hospitals) },
  { label: 'Claims settled', cell: (q) => fact(q, 'Claims settled') },
  {
    label: 'Key exclusions',
    cell: (_q, meta) => {
      const excluded = (meta?.features ?? []).filter((f) => f.feature_type === 'EXCLUDED').slice(0, 4);
      return excluded.length === 0 ? (
        '—'
      ) : (
        <ul className="list-disc space-y-1 pl-4">
          {excluded.map((f) => (
            <li key={f.feature_name}>{f.feature_name}</li>
          ))}
        </ul>
      );
    },
  },
];

/**
 * Issue 17: up to 3 plans side by side, a column each with Buy. On a phone the table scrolls sideways and its
 * first column (what each row is) stays in place.
 */
export function CompareTable({ quotes, metaById, buying, onBuy }: Props) {
  const sticky = 'sticky left-0 z-10 bg-white';
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Plans compared"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">Plans compared side by side</caption>
        <thead>
          <tr className="border-b border-slate-200 align-top">
            <td className={`${sticky} w-32 p-3 sm:w-48`} />
            {quotes.map((q) => (
              <th key={q.quote_id} scope="col" className="min-w-40 p-3 font-normal">
                <span className="block text-xs text-slate-600">{q.insurer_name}</span>
                <span className="block text-base font-semibold text-slate-900">{q.plan_name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-b border-slate-100 align-top">
              <th scope="row" className={`${sticky} p-3 text-xs font-semibold text-slate-700`}>
                {row.label}
              </th>
              {quotes.map((q) => (
                <td key={q.quote_id} className="p-3 text-slate-800">
                  {row.cell(q, metaById.get(q.plan_id))}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className={`${sticky} p-3`} />
            {quotes.map((q) => (
              <td key={q.quote_id} className="p-3">
                <button
                  type="button"
                  disabled={buying !== null}
                  onClick={() => onBuy(q)}
                  aria-label={buying === q.quote_id ? `Loading ${q.plan_name}` : `Buy ${q.plan_name}`}
                  className="min-h-11 w-full rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400"
                >
                  {buying === q.quote_id ? 'Loading...' : 'Buy'}
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
