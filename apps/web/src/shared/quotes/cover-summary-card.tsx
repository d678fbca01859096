import type { ReactNode } from 'react';

type Props = {
  /** The id of the heading, which names the card (a complementary landmark). */
  titleId: string;
  title: string;
  /** The shield's inner mark (a tick for life, a cross for health); none for a plain heading. */
  mark?: ReactNode;
  children: ReactNode;
};

/**
 * docs/product/quotes.md §2 / docs/product/review-payment-term-bike.md §2.9–2.10: the card beside a journey that sums
 * up the answers so far.
 */
export function CoverSummaryCard({ titleId, title, mark, children }: Props) {
  return (
    <aside
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        {mark && (
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />
              {mark}
            </svg>
          </span>
        )}
        {title}
      </h2>
      {children}
    </aside>
  );
}
