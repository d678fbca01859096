import { formatInr, MOTOR_ADDON_LABELS, type TMotorQuote } from '@kavach/domain';
import {
  COMPARE_BUY_CLASS,
  ComparedPlans,
  CompareTable,
  type CompareRow,
} from '../../../shared/quotes/compare-table.tsx';

type Priced = Extract<TMotorQuote, { eligible: true }>;

const addonsOf = (q: Priced, available: boolean) =>
  q.addons.filter((a) => a.is_opted && a.available === available).map((a) => MOTOR_ADDON_LABELS[a.addon_type]);

// Each row from the quote as the server priced it for the choices above the list.
const ROWS: readonly CompareRow<Priced>[] = [
  {
    label: 'Premium (incl. GST)',
    cell: (q) => <span className="font-semibold">{formatInr(q.total_premium)}</span>,
  },
  { label: 'IDV', cell: (q) => (q.own_damage ? formatInr(q.idv) : 'No own-damage cover') },
  {
    label: 'IDV range offered',
    cell: (q) => (q.own_damage ? `${formatInr(q.idv_min)} to ${formatInr(q.idv_max)}` : '—'),
  },
  { label: 'Own damage premium', cell: (q) => (q.own_damage ? formatInr(q.own_damage.net) : '—') },
  {
    label: 'No claim bonus',
    cell: (q) => (q.own_damage ? `${q.own_damage.ncb_percent}% (${formatInr(q.own_damage.ncb_discount)} off)` : '—'),
  },
  {
    label: 'Third party',
    cell: (q) =>
      q.third_party
        ? `${formatInr(q.third_party.premium)} for ${q.third_party.years === 1 ? '1 year' : `${q.third_party.years} years`}`
        : 'Not included',
  },
  {
    label: 'Owner-driver PA cover',
    cell: (q) => (q.pa_owner_driver > 0 ? formatInr(q.pa_owner_driver) : 'Not included'),
  },
  {
    label: 'Add-ons chosen',
    cell: (q) => {
      const included = addonsOf(q, true);
      const missing = addonsOf(q, false);
      if (included.length === 0 && missing.length === 0) return 'None chosen';
      return (
        <>
          {included.length > 0 && <span className="block">{included.join(', ')}</span>}
          {missing.length > 0 && <span className="block text-amber-900">Not offered: {missing.join(', ')}</span>}
        </>
      );
    },
  },
];

type Props = {
  quotes: readonly Priced[];
  /** What every column insures (the policy type's tab), over its insurer's name. */
  planLabel: string;
  buying: string | null;
  onBuy: (quote: Priced) => void;
  onBack: () => void;
};

/** Issue 48: the motor quotes ticked, side by side in place of the cards, each with Buy Now. */
export function MotorCompare({ quotes, planLabel, buying, onBuy, onBack }: Props) {
  return (
    <ComparedPlans count={quotes.length} onBack={onBack}>
      <CompareTable
        items={quotes}
        keyOf={(q) => q.insurer_id}
        titleOf={(q) => ({ over: planLabel, name: q.insurer_name })}
        rows={ROWS}
        action={(q) => (
          <button
            type="button"
            disabled={buying !== null}
            onClick={() => onBuy(q)}
            aria-label={buying === q.insurer_id ? `Loading ${q.insurer_name}` : `Buy Now ${q.insurer_name}`}
            className={COMPARE_BUY_CLASS}
          >
            {buying === q.insurer_id ? 'Loading...' : 'Buy Now'}
          </button>
        )}
      />
    </ComparedPlans>
  );
}
