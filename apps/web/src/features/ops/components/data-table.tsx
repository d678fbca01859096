import type { ReactNode } from 'react';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

/** A plain table that scrolls sideways on a phone rather than squeezing its columns (readable at 390 px). */
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
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={`px-3 py-2.5 align-top text-slate-800 ${c.className ?? 'whitespace-nowrap'}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
