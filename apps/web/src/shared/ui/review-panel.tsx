import type { ComponentProps, ReactNode } from 'react';
import { TitledSection } from './titled-section.tsx';

/** One of the review page's panels: a titled section card. */
export function Panel({ className = '', ...section }: ComponentProps<typeof TitledSection>) {
  return (
    <TitledSection {...section} className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`} />
  );
}

/**
 * The pencil that takes the buyer back to the step where a part of the proposal is entered
 * (docs/product/review-payment-term-bike.md §2.5).
 */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
    >
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" focusable="false">
        <path
          d="M13.6 3.4a2 2 0 0 1 2.8 2.8l-8.9 8.9-3.8 1 1-3.8z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
        <path d="m12.2 4.8 2.9 2.9" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </button>
  );
}

/** A label and its value, one row of a description list. */
export function Row({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">
        {value}
        {/* A space, not only a margin: read aloud or copied, "60%(02/05/1993)" ran together. */}
        {note && <span className="text-xs font-normal text-slate-600"> ({note})</span>}
      </dd>
    </div>
  );
}
