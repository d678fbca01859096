import { formatInr, MOTOR_ADDON_LABELS, type TMotorQuote } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import {
  COMPARE_BUY_CLASS,
  ComparedPlans,
  CompareTable,
  type CompareRow,
} from '../../../shared/quotes/compare-table.tsx';
import { NS, type MotorT } from '../i18n.ts';

type Priced = Extract<TMotorQuote, { eligible: true }>;

// Each row from the quote as the server priced it for the choices above the list.
function rowsOf(t: MotorT, td: (text: string) => string): readonly CompareRow<Priced>[] {
  const addonsOf = (q: Priced, available: boolean) =>
    q.addons.filter((a) => a.is_opted && a.available === available).map((a) => td(MOTOR_ADDON_LABELS[a.addon_type]));
  return [
    {
      label: t('compare.premium'),
      cell: (q) => <span className="font-semibold">{formatInr(q.total_premium)}</span>,
    },
    { label: t('compare.idv'), cell: (q) => (q.own_damage ? formatInr(q.idv) : t('compare.noOwnDamage')) },
    {
      label: t('compare.idvRange'),
      cell: (q) => (q.own_damage ? t('compare.range', { min: formatInr(q.idv_min), max: formatInr(q.idv_max) }) : '—'),
    },
    { label: t('compare.ownDamage'), cell: (q) => (q.own_damage ? formatInr(q.own_damage.net) : '—') },
    {
      label: t('compare.ncb'),
      cell: (q) =>
        q.own_damage
          ? t('compare.ncbValue', {
              percent: q.own_damage.ncb_percent,
              amount: formatInr(q.own_damage.ncb_discount),
            })
          : '—',
    },
    {
      label: t('compare.thirdParty'),
      cell: (q) =>
        q.third_party
          ? t('compare.thirdPartyValue', { count: q.third_party.years, amount: formatInr(q.third_party.premium) })
          : t('compare.notIncluded'),
    },
    {
      label: t('compare.paCover'),
      cell: (q) => (q.pa_owner_driver > 0 ? formatInr(q.pa_owner_driver) : t('compare.notIncluded')),
    },
    {
      label: t('compare.addons'),
      cell: (q) => {
        const included = addonsOf(q, true);
        const missing = addonsOf(q, false);
        if (included.length === 0 && missing.length === 0) return t('compare.noneChosen');
        return (
          <>
            {included.length > 0 && <span className="block">{included.join(', ')}</span>}
            {missing.length > 0 && (
              <span className="block text-amber-900">{t('compare.notOffered', { addons: missing.join(', ') })}</span>
            )}
          </>
        );
      },
    },
  ];
}

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
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <ComparedPlans count={quotes.length} onBack={onBack}>
      <CompareTable
        items={quotes}
        keyOf={(q) => q.insurer_id}
        titleOf={(q) => ({ over: planLabel, name: q.insurer_name })}
        rows={rowsOf(t, td)}
        action={(q) => (
          <button
            type="button"
            disabled={buying !== null}
            onClick={() => onBuy(q)}
            aria-label={
              buying === q.insurer_id
                ? t('quote.loadingAria', { insurer: q.insurer_name })
                : t('quote.buyAria', { insurer: q.insurer_name })
            }
            className={COMPARE_BUY_CLASS}
          >
            {buying === q.insurer_id ? t('quote.loading') : t('quote.buy')}
          </button>
        )}
      />
    </ComparedPlans>
  );
}
