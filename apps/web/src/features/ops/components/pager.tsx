import type { TConsolePage } from '@kavach/domain';
import { Link, useSearchParams } from 'react-router';

/**
 * The page of a console list the address names (?page=, or the list's own name where a page shows two lists), 1 when
 * it names none or something that is not a page.
 */
export function usePageParam(param = 'page') {
  const [params] = useSearchParams();
  const page = Number(params.get(param) ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Which rows of how many this page shows, and links to the pages either side (kept in the address with the list's
 * filter, so a page can be bookmarked). Nothing when the whole list fits on one page.
 */
export function Pager<T>({
  of: { items, total, page, page_size },
  what,
  param = 'page',
}: {
  of: TConsolePage<T>;
  what: string;
  param?: string;
}) {
  const [params] = useSearchParams();
  if (page === 1 && total <= page_size) return null;
  const from = (page - 1) * page_size + 1;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete(param);
    else next.set(param, String(n));
    return `?${next}`;
  };
  const lastPage = Math.max(1, Math.ceil(total / page_size));
  return (
    <nav aria-label={`${what}: pages`} className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <p role="status" className="text-slate-700">
        {items.length > 0
          ? `Showing ${from}–${from + items.length - 1} of ${total}`
          : `Page ${page} is past the end: ${total} in all`}
      </p>
      {page > 1 && (
        <Link to={to(Math.min(page - 1, lastPage))} className="font-semibold text-brand-700 underline">
          Previous page
        </Link>
      )}
      {page < lastPage && (
        <Link to={to(page + 1)} className="font-semibold text-brand-700 underline">
          Next page
        </Link>
      )}
    </nav>
  );
}
