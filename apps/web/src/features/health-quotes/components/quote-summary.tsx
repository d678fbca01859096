import {
  EXISTING_CONDITION_LABELS,
  insureTitle,
  RELATION_LABELS,
  lakhCroreLabel,
  POLICY_PERIOD_LABELS,
  toDisplayDate,
  type PreQuoteDetails,
  type QuoteFilters,
} from '@kavach/domain';
import { Link } from 'react-router';
import { CoverSummaryCard } from '../../../shared/quotes/cover-summary-card.tsx';

function conditionsLabel(ped: PreQuoteDetails['ped']): string {
  const declared = ped.filter((p) => p !== 'NO_EXISTING_DISEASE');
  return declared.length > 0
    ? declared.map((p) => EXISTING_CONDITION_LABELS[p as keyof typeof EXISTING_CONDITION_LABELS] ?? p).join(', ')
    : 'None';
}

/**
 * docs/product/quotes.md §2: the left column "Insure Myself" with the pre-quote answers; titled for who is insured
 * ("Insure your family", issue 17), the spec's words for the buyer alone. Issue 17: the cover and period are those in
 * force (the list's filters), not the first answer.
 */
export function QuoteSummary({
  details,
  inForce,
}: {
  details: PreQuoteDetails | null;
  inForce: { coverage: number; tenure: QuoteFilters['tenure'] } | null;
}) {
  return (
    <CoverSummaryCard titleId="summary-heading" title={insureTitle(details?.members ?? [])}>
      {!details ? (
        <p className="mt-3 text-sm text-slate-500">Loading your details…</p>
      ) : (
        <dl className="mt-3 space-y-3 text-sm">
          <div>
            <dt className="text-slate-500">Members</dt>
            <dd>
              <ul className="mt-1 space-y-1">
                {details.members.map((m, i) => (
                  <li key={`${m.relation}-${i}`} className="flex justify-between gap-2">
                    <span className="font-medium text-slate-900">{m.name || RELATION_LABELS[m.relation]}</span>
                    <span className="text-slate-600">
                      {RELATION_LABELS[m.relation]}, {m.age} yrs{' '}
                      <span className="sr-only">born {toDisplayDate(m.dob)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-500">Pincode</dt>
            <dd className="text-right font-medium text-slate-900">
              {details.pincode}
              {details.pincode_details ? `, ${details.pincode_details.district}` : ''}
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-500">Existing diseases</dt>
            <dd className="text-right font-medium text-slate-900">{conditionsLabel(details.ped)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-500">Cover asked for</dt>
            <dd className="text-right font-medium text-slate-900">
              {lakhCroreLabel(inForce?.coverage ?? details.coverage)}
            </dd>
          </div>
          {inForce && (
            <div className="flex justify-between gap-2">
              <dt className="text-slate-500">Policy period</dt>
              <dd className="text-right font-medium text-slate-900">{POLICY_PERIOD_LABELS[inForce.tenure]}</dd>
            </div>
          )}
        </dl>
      )}
      <Link to="/health-insurance" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
        Edit details
      </Link>
    </CoverSummaryCard>
  );
}
