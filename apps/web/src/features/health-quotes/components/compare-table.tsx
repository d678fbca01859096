import {
  formatMonthlyShare,
  formatIndianNumber,
  healthPlanFacts,
  lakhCroreLabel,
  type THealthQuote,
  type TPlanMeta,
} from '@kavach/domain';
import type { ReactNode } from 'react';
import { COMPARE_BUY_CLASS, CompareTable as Table } from '../../../shared/quotes/compare-table.tsx';
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
type Row = { label: string; cell: (q: THealthQuote, meta: TPlanMeta | undefined) => ReactNode };
const ROWS: Row[] = [
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

/** Issue 17: the health plans ticked, side by side (shared/quotes/compare-table.tsx), each with Buy. */
export function CompareTable({ quotes, metaById, buying, onBuy }: Props) {
  return (
    <Table
      items={quotes}
      keyOf={(q) => q.quote_id}
      titleOf={(q) => ({ over: q.insurer_name, name: q.plan_name })}
      rows={ROWS.map((row) => ({
        label: row.label,
        cell: (q: THealthQuote) => row.cell(q, metaById.get(q.plan_id)),
      }))}
      action={(q) => (
        <button
          type="button"
          disabled={buying !== null}
          onClick={() => onBuy(q)}
          aria-label={buying === q.quote_id ? `Loading ${q.plan_name}` : `Buy ${q.plan_name}`}
          className={COMPARE_BUY_CLASS}
        >
          {buying === q.quote_id ? 'Loading...' : 'Buy'}
        </button>
      )}
    />
  );
}
