import { formatIndianNumber, healthPlanFacts, lakhCroreLabel, type THealthQuote, type TPlanMeta } from '@kavach/domain';
import type { ParseKeys, TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { COMPARE_BUY_CLASS, CompareTable as Table } from '../../../shared/quotes/compare-table.tsx';
import { useMonthlyShare } from '../../../shared/quotes/i18n.ts';
import { NS } from '../i18n.ts';
import { yearlyPrice } from '../lib/price.ts';
import { waitingPeriods } from '../lib/waiting-periods.ts';

type Props = {
  quotes: readonly THealthQuote[];
  metaById: ReadonlyMap<string, TPlanMeta>;
  buying: string | null;
  onBuy: (quote: THealthQuote) => void;
};

/** What a row's cell says its words with: this feature's texts, the domain's, and the monthly share. */
type Texts = { t: TFunction<'health-quotes'>; td: (text: string) => string; monthly: (amount: number) => string };

// A plan fact found by the domain's English label, said in the page's language.
const fact = (q: THealthQuote, label: string, td: Texts['td']) => {
  const found = healthPlanFacts(q).find((f) => f.label === label);
  return found ? td(found.value) : '—';
};

// The plan's restore feature, by its name in English or in Hindi (the API sends it in the page's language).
const RESTORE_FEATURE = /restor|रीस्टोर/i;

// Each row from the quote (the plan's catalogue entry) or its plan information; "—" where the catalogue is silent.
type Row = {
  label: ParseKeys<'health-quotes'>;
  cell: (q: THealthQuote, meta: TPlanMeta | undefined, texts: Texts) => ReactNode;
};
const ROWS: Row[] = [
  {
    label: 'compare.premiumYear',
    cell: (q, _meta, { t }) => {
      const p = yearlyPrice(t, q.periodic_premium_breakups);
      return (
        <>
          <span className="font-semibold">{p.label}</span>
          {p.note && <span className="block text-xs text-slate-600">{p.note}</span>}
        </>
      );
    },
  },
  {
    label: 'compare.premiumMonth',
    cell: (q, _meta, { monthly }) => monthly(q.periodic_premium_breakups.monthly_premium),
  },
  { label: 'compare.cover', cell: (q, _meta, { td }) => td(lakhCroreLabel(q.sum_insured)) },
  { label: 'compare.roomRent', cell: (q, _meta, { td }) => fact(q, 'Room rent', td) },
  {
    label: 'compare.coPayment',
    cell: (q, _meta, { t }) =>
      q.co_payment_percent ? t('compare.coPaymentOfClaim', { percent: q.co_payment_percent }) : t('compare.none'),
  },
  { label: 'compare.waitingPed', cell: (q, _meta, { t }) => waitingPeriods(t, q).ped },
  {
    label: 'compare.waitingMaternity',
    cell: (q, _meta, { t }) => waitingPeriods(t, q).maternity ?? t('compare.notCovered'),
  },
  { label: 'compare.noClaimBonus', cell: (q, _meta, { td }) => (q.no_claim_bonus ? td(q.no_claim_bonus) : '—') },
  {
    label: 'compare.restoration',
    cell: (_q, meta) =>
      meta?.features.find((f) => f.feature_type === 'INCLUDED' && RESTORE_FEATURE.test(f.feature_name))
        ?.feature_description ?? '—',
  },
  { label: 'compare.cashlessHospitals', cell: (q) => formatIndianNumber(q.cashless_hospitals) },
  { label: 'compare.claimsSettled', cell: (q, _meta, { td }) => fact(q, 'Claims settled', td) },
  {
    label: 'compare.keyExclusions',
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
  const { t } = useTranslation(NS);
  const texts: Texts = { t, td: useDomainText(), monthly: useMonthlyShare() };
  return (
    <Table
      items={quotes}
      keyOf={(q) => q.quote_id}
      titleOf={(q) => ({ over: q.insurer_name, name: q.plan_name })}
      rows={ROWS.map((row) => ({
        label: t(row.label),
        cell: (q: THealthQuote) => row.cell(q, metaById.get(q.plan_id), texts),
      }))}
      action={(q) => (
        <button
          type="button"
          disabled={buying !== null}
          onClick={() => onBuy(q)}
          aria-label={
            buying === q.quote_id
              ? t('compare.loadingPlan', { plan: q.plan_name })
              : t('compare.buyPlan', { plan: q.plan_name })
          }
          className={COMPARE_BUY_CLASS}
        >
          {buying === q.quote_id ? t('compare.loading') : t('compare.buy')}
        </button>
      )}
    />
  );
}
