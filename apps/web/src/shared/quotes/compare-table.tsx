import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n.ts';

/** One line of a comparison: what it is, and each plan's value ("—" where its source is silent). */
export type CompareRow<Q> = { label: string; cell: (item: Q) => ReactNode };

type Props<Q> = {
  items: readonly Q[];
  keyOf: (item: Q) => string;
  /** A column's heading: its name, and the smaller line over it (the insurer over a plan). */
  titleOf: (item: Q) => { over: string; name: string };
  rows: readonly CompareRow<Q>[];
  /** Under each column: Buy, or the way to the plan. */
  action: (item: Q) => ReactNode;
};

/**
 * Issues 17 and 48: up to 3 plans side by side, a column each with its action. On a phone the table scrolls sideways
 * and its first column (what each row is) stays in place.
 */
export function CompareTable<Q>({ items, keyOf, titleOf, rows, action }: Props<Q>) {
  const { t } = useTranslation(NS);
  const sticky = 'sticky left-0 z-10 bg-white';
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={t('compareTable.region')}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t('compareTable.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 align-top">
            <td className={`${sticky} w-32 p-3 sm:w-48`} />
            {items.map((item) => {
              const title = titleOf(item);
              return (
                <th key={keyOf(item)} scope="col" className="min-w-40 p-3 font-normal">
                  <span className="block text-xs text-slate-600">{title.over}</span>
                  <span className="block text-base font-semibold text-slate-900">{title.name}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-100 align-top">
              <th scope="row" className={`${sticky} p-3 text-xs font-semibold text-slate-700`}>
                {row.label}
              </th>
              {items.map((item) => (
                <td key={keyOf(item)} className="p-3 text-slate-800">
                  {row.cell(item)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className={`${sticky} p-3`} />
            {items.map((item) => (
              <td key={keyOf(item)} className="p-3">
                {action(item)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** A column's action button, full width. */
export const COMPARE_BUY_CLASS =
  'min-h-11 w-full rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400';

/** A comparison shown in place of a list's cards: how many plans, the way back to the cards, then the table. */
export function ComparedPlans({ count, onBack, children }: { count: number; onBack: () => void; children: ReactNode }) {
  const headingId = useId();
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t('comparedPlans.heading', { count })}
        </h2>
        <button type="button" onClick={onBack} className="min-h-11 px-2 text-sm font-semibold text-brand-700 underline">
          {t('comparedPlans.back')}
        </button>
      </div>
      {children}
    </section>
  );
}
