import type { QuoteFilters } from '@kavach/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';
import type { QuoteSort } from '../lib/sort-quotes.ts';
import { FilterBar } from './filter-bar.tsx';
import { SortSelect } from './list-toolbar.tsx';

type Props = {
  /** Null until the list's request is read: the bars hold their place (no layout shift), their buttons off. */
  filters: QuoteFilters | null;
  onChange: (next: QuoteFilters) => void;
  sort: QuoteSort;
  onSort: (sort: QuoteSort) => void;
};

/**
 * The filter bar above the cards on a wide screen; on a phone (issue 17) a "Filters & sort" bar that stays at the
 * top while the cards scroll and opens the filters and the sort under it. A change closes them again.
 */
export function FiltersAndSort({ filters, onChange, sort, onSort }: Props) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const close =
    <A,>(apply: (a: A) => void) =>
    (a: A) => {
      setOpen(false);
      apply(a);
    };
  return (
    <>
      <div className="hidden lg:block">
        <FilterBar filters={filters} onChange={onChange} />
      </div>
      <div className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur lg:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="filters-and-sort"
          disabled={!filters}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900"
        >
          <svg
            viewBox="0 0 20 20"
            className="h-4 w-4"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 5h14M6 10h8M9 15h2" strokeLinecap="round" />
          </svg>
          {t('filters.filtersAndSort')}
        </button>
        {open && (
          <div
            id="filters-and-sort"
            role="region"
            aria-label={t('filters.filtersAndSort')}
            className="space-y-3 pt-3 pb-1"
          >
            <FilterBar filters={filters} onChange={close(onChange)} />
            <SortSelect sort={sort} onSort={close(onSort)} />
          </div>
        )}
      </div>
    </>
  );
}
