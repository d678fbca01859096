import type { TConsolePage } from '@kavach/domain';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SelectOption } from '../../../shared/ui/native-select.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { OpsPage } from './ops-page.tsx';
import { Pager, usePageParam } from './pager.tsx';
import { ParamSelect, useParamFilter } from './param-select.tsx';

type QueueConfig<T> = {
  title: string;
  /** Shown under the heading, above the filter and the list. */
  intro?: ReactNode;
  /** A filter kept in the address (?param=value), offered above the list. */
  filter?: { param: string; label: string; options: readonly SelectOption[] };
  /** The list's query, given the filter's value ('' for all, or when the page has no filter) and the page (from 1). */
  list: (chosen: string, page: number) => UseQueryOptions<TConsolePage<T>, Error, TConsolePage<T>, unknown[]>;
} & Omit<DataTableProps<T>, 'rows'>;

/**
 * A console list page, made from its configuration alone: its heading, what narrows the list, then one page of the
 * list as a table with the way to the others, or a loader, or what went wrong.
 */
export const queuePage = <T,>(config: QueueConfig<T>) =>
  function QueueRoute() {
    return <QueuePage {...config} />;
  };

function QueuePage<T>({ title, intro, filter, list, ...table }: QueueConfig<T>) {
  const chosen = useParamFilter(filter?.param);
  const page = usePageParam();
  const query = useQuery(list(chosen[0], page));
  return (
    <OpsPage title={title} query={query}>
      {intro}
      {filter && <ParamSelect label={filter.label} filter={chosen} options={filter.options} />}
      <DataTable {...table} rows={query.data?.items ?? []} />
      {query.data && <Pager of={query.data} what={table.caption} />}
    </OpsPage>
  );
}
