import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { OpsPage } from './ops-page.tsx';

type ListQuery<T> = { isPending: boolean; error: Error | null; data?: readonly T[] };

/** A console list page: its heading, what narrows the list (children), then the list as a table. */
export function QueuePage<T>({
  title,
  query,
  children,
  ...table
}: { title: string; query: ListQuery<T>; children?: ReactNode } & Omit<DataTableProps<T>, 'rows'>) {
  return (
    <OpsPage title={title} query={query}>
      {children}
      <DataTable {...table} rows={query.data ?? []} />
    </OpsPage>
  );
}
