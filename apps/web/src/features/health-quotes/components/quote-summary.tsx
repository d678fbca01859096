import {
  EXISTING_CONDITION_LABELS,
  RELATION_LABELS,
  lakhCroreLabel,
  POLICY_PERIOD_LABELS,
  toDisplayDate,
  type PreQuoteDetails,
  type QuoteFilters,
} from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { CoverSummaryCard } from '../../../shared/quotes/cover-summary-card.tsx';
import { useInsuredWords } from '../hooks/use-insured-words.ts';
import { NS } from '../i18n.ts';

/** The conditions declared, in the domain's words; none when there are none. */
function declaredConditions(ped: PreQuoteDetails['ped']): string[] {
  return ped
    .filter((p) => p !== 'NO_EXISTING_DISEASE')
    .map((p) => EXISTING_CONDITION_LABELS[p as keyof typeof EXISTING_CONDITION_LABELS] ?? p);
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
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const { title } = useInsuredWords(details?.members ?? []);
  const conditions = details ? declaredConditions(details.ped).map(td) : [];
  return (
    <CoverSummaryCard titleId="summary-heading" title={title}>
      {!details ? (
        <p className="mt-3 text-sm text-slate-500">{t('summary.loading')}</p>
      ) : (
        <dl className="mt-3 space-y-3 text-sm">
          <div>
            <dt className="text-slate-500">{t('summary.members')}</dt>
            <dd>
              <ul className="mt-1 space-y-1">
                {details.members.map((m, i) => (
                  <li key={`${m.relation}-${i}`} className="flex justify-between gap-2">
                    <span className="font-medium text-slate-900">{m.name || td(RELATION_LABELS[m.relation])}</span>
                    <span className="text-slate-600">
                      {t('summary.memberAge', { relation: td(RELATION_LABELS[m.relation]), age: m.age })}{' '}
                      <span className="sr-only">{t('summary.born', { date: toDisplayDate(m.dob) })}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-500">{t('summary.pincode')}</dt>
            <dd className="text-right font-medium text-slate-900">
              {details.pincode}
              {details.pincode_details ? `, ${details.pincode_details.district}` : ''}
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-500">{t('summary.conditions')}</dt>
            <dd className="text-right font-medium text-slate-900">
              {conditions.length > 0 ? conditions.join(', ') : t('summary.none')}
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-500">{t('summary.cover')}</dt>
            <dd className="text-right font-medium text-slate-900">
              {td(lakhCroreLabel(inForce?.coverage ?? details.coverage))}
            </dd>
          </div>
          {inForce && (
            <div className="flex justify-between gap-2">
              <dt className="text-slate-500">{t('summary.policyPeriod')}</dt>
              <dd className="text-right font-medium text-slate-900">{td(POLICY_PERIOD_LABELS[inForce.tenure])}</dd>
            </div>
          )}
        </dl>
      )}
      <Link to="/health-insurance" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
        {t('summary.edit')}
      </Link>
    </CoverSummaryCard>
  );
}
