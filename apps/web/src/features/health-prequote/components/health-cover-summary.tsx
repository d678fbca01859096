import { ageLabel } from '@kavach/domain/validation/age';
import type { PreQuoteStep } from '@kavach/domain/constants/health';
import { NO_EXISTING_DISEASE } from '@kavach/domain/constants/health-cover';
import { EXISTING_CONDITION_LABELS } from '@kavach/domain/code-lists/proposal';
import { EXISTING_COVER_RANGE_LABELS, type ExistingCoverRange } from '@kavach/domain/code-lists/cover';
import { withMemberCodes } from '@kavach/domain/health/member-codes';
import type { PreQuoteDetails } from '@kavach/domain/health/pre-quote-details';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { CoverSummaryCard } from '../../../shared/quotes/cover-summary-card.tsx';
import { NS } from '../i18n.ts';
import { relationLabel } from '../lib/relation-label.ts';

function coverLabel(range: string): string {
  return EXISTING_COVER_RANGE_LABELS[range as ExistingCoverRange] ?? range;
}

function Row({ term, action, children }: { term: string; action?: ReactNode; children: ReactNode }) {
  // A dl group may hold only dt and dd, so the action sits in the dd and is placed on the term's line
  // (top-0: only the first row, which has no top padding, carries an action).
  return (
    <div className="relative border-t border-slate-100 py-3 first:border-t-0 first:pt-0">
      <dt className="pr-16 text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-sm text-slate-900">
        {children}
        {action && <span className="absolute -top-0.5 right-0">{action}</span>}
      </dd>
    </div>
  );
}

/**
 * docs/product/quotes.md §2: once the journey has started, a "Health Cover" card summarises the answers so far. Members
 * can be edited from here (the personal-details step); the health answers are edited on their own step.
 */
export function HealthCoverSummary({
  details,
  step,
  membersStep,
  onEdit,
}: {
  details: PreQuoteDetails;
  step: PreQuoteStep;
  membersStep: PreQuoteStep;
  onEdit: (step: PreQuoteStep) => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  // Each condition with whom it was placed on, when a family was asked ("Diabetes (Vasant)").
  const coded = withMemberCodes(details.members);
  const conditions = details.ped
    .filter((p) => p !== NO_EXISTING_DISEASE)
    .map((p) => {
      const who = coded.filter((c) => details.pedMembers[p]?.includes(c.code)).map((c) => c.member.name);
      const condition = td(EXISTING_CONDITION_LABELS[p]);
      return details.members.length > 1 && who.length > 0 ? `${condition} (${who.join(', ')})` : condition;
    });
  const editMembers =
    step === membersStep ? undefined : (
      <button
        type="button"
        onClick={() => onEdit(membersStep)}
        className="rounded-md px-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <Trans t={t} i18nKey="summary.editMembers" components={{ 1: <span className="sr-only" /> }} />
      </button>
    );
  return (
    <CoverSummaryCard
      titleId="health-cover-title"
      title={t('summary.title')}
      mark={<path d="M12 8v6M9 11h6" strokeLinecap="round" />}
    >
      <dl className="mt-4">
        <Row term={t('summary.members')} action={editMembers}>
          <ul className="space-y-1">
            {details.members.map((m, i) => (
              <li key={`${m.relation}-${i}`} className="flex flex-wrap justify-between gap-x-2">
                <span className="font-medium">{m.name}</span>
                <span className="text-slate-600">
                  {td(relationLabel(m))}, {td(ageLabel(m.dob))}
                </span>
              </li>
            ))}
          </ul>
        </Row>
        {details.pincode_details && (
          <Row term={t('summary.pincode')}>
            {details.pincode}, {details.pincode_details.district}
          </Row>
        )}
        {details.hasExistingDisease && (
          <Row term={t('summary.disease')}>
            {details.hasExistingDisease === 'no'
              ? t('summary.none')
              : conditions.join(', ') || t('summary.diseaseNotChosen')}
          </Row>
        )}
        {details.hasExistingPolicy && (
          <Row term={t('summary.policy')}>
            {details.hasExistingPolicy === 'no'
              ? t('summary.none')
              : details.existingCover
                ? td(coverLabel(details.existingCover))
                : t('summary.coverNotChosen')}
          </Row>
        )}
      </dl>
    </CoverSummaryCard>
  );
}
