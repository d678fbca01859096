import { ageOn } from '@kavach/domain';
import type { ReactNode } from 'react';
import { CoverSummaryCard } from '../../../shared/quotes/cover-summary-card.tsx';
import type { TermDetails } from '../lib/term-details.ts';
import type { TermStep } from '../lib/wizard-rules.ts';

type Row = { step: TermStep; term: string; value: (d: TermDetails) => string };

const ROWS: Row[] = [
  { step: 1, term: 'Life cover', value: (d) => d.coverage_label },
  { step: 2, term: 'Annual income', value: (d) => d.income_label },
  {
    step: 3,
    term: 'You',
    value: (d) => {
      const age = d.dob ? ageOn(d.dob) : null;
      return age === null ? d.gender : `${d.gender}, ${age} years`;
    },
  },
  {
    step: 4,
    term: 'Pincode',
    value: (d) => (d.pincode_details ? `${d.pincode}, ${d.pincode_details.district}` : d.pincode),
  },
  { step: 5, term: 'Qualification', value: (d) => d.qualification_lable },
  { step: 6, term: 'Tobacco', value: (d) => d.smoke_lable },
];

type Props = {
  details: TermDetails | null;
  /** Rows of the steps before this one are shown (the choices so far); 7 shows every row. */
  before: number;
  /** Rows before this step get an Edit button (the wizard's earlier steps). */
  editBefore?: number;
  onEdit?: ((step: TermStep) => void) | undefined;
  footer?: ReactNode;
};

/** docs/product/review-payment-term-bike.md §2.9 / §2.10: the 'Life Cover' card with the pre-quote choices so far. */
export function LifeCoverSummary({ details, before, editBefore = 0, onEdit, footer }: Props) {
  const rows = details ? ROWS.filter((r) => r.step < before && r.value(details) !== '') : [];
  return (
    <CoverSummaryCard
      titleId="life-cover-title"
      title="Life Cover"
      mark={<path d="M8.5 12.5 11 15l4.5-5" strokeLinecap="round" strokeLinejoin="round" />}
    >
      {!details ? (
        <p className="mt-3 text-sm text-slate-500">Loading your details…</p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Your choices appear here as you go.</p>
      ) : (
        <dl className="mt-4">
          {rows.map((r) => (
            <div
              key={r.step}
              className="flex items-baseline justify-between gap-3 border-t border-slate-100 py-2.5 first:border-t-0 first:pt-0"
            >
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{r.term}</dt>
              <dd className="flex items-baseline gap-2 text-right text-sm font-medium text-slate-900">
                {r.value(details)}
                {onEdit && r.step < editBefore && (
                  <button
                    type="button"
                    onClick={() => onEdit(r.step)}
                    className="rounded-md px-1 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    Edit<span className="sr-only"> {r.term.toLowerCase()}</span>
                  </button>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {footer}
    </CoverSummaryCard>
  );
}
