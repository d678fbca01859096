import { ageOn } from '@kavach/domain';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { CoverSummaryCard } from '../../../shared/quotes/cover-summary-card.tsx';
import type { TermDetails } from '../lib/term-details.ts';
import type { TermStep } from '../lib/wizard-rules.ts';
import { NS, type TermT } from '../i18n.ts';

type Row = { step: TermStep; term: string; value: (d: TermDetails) => string };

// The stored labels are the domain's English (preQuoteDetails keeps the spec's record): shown in the page's language.
const rowsOf = (t: TermT, td: (text: string) => string): Row[] => [
  { step: 1, term: t('summary.rows.cover'), value: (d) => td(d.coverage_label) },
  { step: 2, term: t('summary.rows.income'), value: (d) => td(d.income_label) },
  {
    step: 3,
    term: t('summary.rows.you'),
    value: (d) => {
      const age = d.dob ? ageOn(d.dob) : null;
      return age === null ? td(d.gender) : t('summary.you', { gender: td(d.gender), age });
    },
  },
  {
    step: 4,
    term: t('summary.rows.pincode'),
    value: (d) => (d.pincode_details ? `${d.pincode}, ${d.pincode_details.district}` : d.pincode),
  },
  { step: 5, term: t('summary.rows.qualification'), value: (d) => td(d.qualification_lable) },
  { step: 6, term: t('summary.rows.tobacco'), value: (d) => td(d.smoke_lable) },
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
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const rows = details ? rowsOf(t, td).filter((r) => r.step < before && r.value(details) !== '') : [];
  return (
    <CoverSummaryCard
      titleId="life-cover-title"
      title={t('summary.title')}
      mark={<path d="M8.5 12.5 11 15l4.5-5" strokeLinecap="round" strokeLinejoin="round" />}
    >
      {!details ? (
        <p className="mt-3 text-sm text-slate-500">{t('summary.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('summary.empty')}</p>
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
                    <Trans
                      t={t}
                      i18nKey="summary.edit"
                      values={{ row: r.term.toLowerCase() }}
                      components={{ 1: <span className="sr-only" /> }}
                    />
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
