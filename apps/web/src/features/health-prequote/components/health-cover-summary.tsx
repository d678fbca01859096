import type { PreQuoteStep } from '@kavach/domain/constants/health';
import { NO_EXISTING_DISEASE } from '@kavach/domain/constants/health-cover';
import { EXISTING_CONDITION_LABELS } from '@kavach/domain/code-lists/proposal';
import { EXISTING_COVER_RANGE_LABELS, type ExistingCoverRange } from '@kavach/domain/code-lists/cover';
import { withMemberCodes } from '@kavach/domain/health/member-codes';
import type { PreQuoteDetails } from '@kavach/domain/health/pre-quote-details';
import { ageLabel } from '@kavach/domain/validation/age';
import type { ReactNode } from 'react';
import { CoverSummaryCard } from '../../../shared/quotes/cover-summary-card.tsx';
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
  // Each condition with whom it was placed on, when a family was asked ("Diabetes (Vasant)").
  const coded = withMemberCodes(details.members);
  const conditions = details.ped
    .filter((p) => p !== NO_EXISTING_DISEASE)
    .map((p) => {
      const who = coded.filter((c) => details.pedMembers[p]?.includes(c.code)).map((c) => c.member.name);
      return details.members.length > 1 && who.length > 0
        ? `${EXISTING_CONDITION_LABELS[p]} (${who.join(', ')})`
        : EXISTING_CONDITION_LABELS[p];
    });
  const editMembers =
    step === membersStep ? undefined : (
      <button
        type="button"
        onClick={() => onEdit(membersStep)}
        className="rounded-md px-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        Edit<span className="sr-only"> members</span>
      </button>
    );
  return (
    <CoverSummaryCard
      titleId="health-cover-title"
      title="Health Cover"
      mark={<path d="M12 8v6M9 11h6" strokeLinecap="round" />}
    >
      <dl className="mt-4">
        <Row term="Members" action={editMembers}>
          <ul className="space-y-1">
            {details.members.map((m, i) => (
              <li key={`${m.relation}-${i}`} className="flex flex-wrap justify-between gap-x-2">
                <span className="font-medium">{m.name}</span>
                <span className="text-slate-600">
                  {relationLabel(m)}, {ageLabel(m.dob)}
                </span>
              </li>
            ))}
          </ul>
        </Row>
        {details.pincode_details && (
          <Row term="Pin code">
            {details.pincode}, {details.pincode_details.district}
          </Row>
        )}
        {details.hasExistingDisease && (
          <Row term="Existing disease">
            {details.hasExistingDisease === 'no' ? 'None' : conditions.join(', ') || 'Yes, not yet chosen'}
          </Row>
        )}
        {details.hasExistingPolicy && (
          <Row term="Existing health policy">
            {details.hasExistingPolicy === 'no'
              ? 'None'
              : details.existingCover
                ? coverLabel(details.existingCover)
                : 'Yes, cover not yet chosen'}
          </Row>
        )}
      </dl>
    </CoverSummaryCard>
  );
}
