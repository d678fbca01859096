import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n.ts';
import type { CompareTicks } from './use-compare-ticks.ts';

/**
 * Issues 17 and 48: the plans ticked to compare, kept in view at the bottom of a quote list, with the way to the
 * comparison (`action`, shown once two are ticked).
 */
export function CompareBar({ count, onClear, action }: { count: number; onClear: () => void; action: ReactNode }) {
  const { t } = useTranslation(NS);
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('compareBar.region')}
      className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-2 rounded-t-2xl border border-slate-200 bg-white p-3 shadow-lg"
    >
      <p className="text-sm text-slate-700">
        {count < 2 ? t('compareBar.tickedOneMore', { count }) : t('compareBar.ticked', { count })}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 px-2 text-sm font-semibold text-brand-700 underline"
        >
          {t('compareBar.clear')}
        </button>
        {count >= 2 && action}
      </div>
    </div>
  );
}

/** The bar's action as a link or a button: the brand's solid look. */
export const COMPARE_ACTION_CLASS =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';

/** The bar of a list that shows its comparison in place of the cards (term, motor: use-compare-ticks.ts). */
export function InPlaceCompareBar({ ticks }: { ticks: Pick<CompareTicks, 'ticked' | 'clear' | 'show'> }) {
  const { t } = useTranslation(NS);
  return (
    <CompareBar
      count={ticks.ticked.length}
      onClear={ticks.clear}
      action={
        <button type="button" onClick={ticks.show} className={COMPARE_ACTION_CLASS}>
          {t('compareBar.compare')}
        </button>
      }
    />
  );
}
