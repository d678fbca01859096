import type { ReactNode } from 'react';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

/**
 * A plain table; on a phone (issue 48: the console fits 390 px) each row stands as a card of "header: value" lines
 * instead of a table scrolled sideways, where the columns past the screen's edge went unseen. The ARIA roles are
 * written out, so the table stays a table to assistive technology whichever way it is drawn.
 */
export type DataTableProps<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
};

export function DataTable<T>({ caption, columns, rows, rowKey, empty }: DataTableProps<T>) {
  if (rows.length === 0) return <p className="mt-4 text-slate-600">{empty}</p>;
  return (
    <div
      className="mt-4 sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table role="table" className="block w-full text-left text-sm sm:table sm:min-w-full">
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className="sr-only bg-slate-50 text-xs tracking-wide text-slate-600 uppercase sm:not-sr-only sm:table-header-group"
        >
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.header}
                role="columnheader"
                scope="col"
                className="px-3 py-2.5 font-semibold whitespace-nowrap"
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100"
        >
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="block rounded-xl border border-slate-200 bg-white p-3 sm:table-row sm:rounded-none sm:border-0 sm:p-0"
            >
              {columns.map((c) => (
                <td
                  key={c.header}
                  role="cell"
                  data-label={c.header}
                  className={`flex gap-3 py-1 align-top text-slate-800 before:w-28 before:shrink-0 before:text-xs before:font-semibold before:tracking-wide before:text-slate-500 before:uppercase before:content-[attr(data-label)] sm:table-cell sm:px-3 sm:py-2.5 sm:before:content-none ${c.className ?? 'sm:whitespace-nowrap'}`}
                >
                  <div className="min-w-0 break-words">{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
