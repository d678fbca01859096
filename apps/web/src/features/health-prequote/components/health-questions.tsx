import { NO_EXISTING_DISEASE, type PedValue } from '@kavach/domain/constants/health-cover';
import {
  EXISTING_CONDITION_LABELS,
  EXISTING_CONDITION_OPTIONS,
  type ExistingCondition,
} from '@kavach/domain/code-lists/proposal';
import { withMemberCodes } from '@kavach/domain/health/member-codes';
import type { SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { EXISTING_COVER_RANGE_OPTIONS } from '@kavach/domain/code-lists/cover';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { CheckboxGroup, RadioGroup } from '../../../shared/ui/choice-group.tsx';
import type { HealthAnswers } from '../hooks/use-pre-quote-journey.ts';
import { NS } from '../i18n.ts';
import { relationLabel } from '../lib/relation-label.ts';

type YesNo = 'yes' | 'no';
const QUESTION = 'mb-3 text-base font-semibold text-slate-900';

const isCondition = (p: PedValue): p is ExistingCondition => p !== NO_EXISTING_DISEASE;

/** A yes/no question whose follow-up opens, in a grey box, only on "yes" (docs/product/quotes.md §4). */
function YesNoQuestion({
  legend,
  value,
  onAnswer,
  children,
}: {
  legend: string;
  value: YesNo | '' | null;
  onAnswer: (answer: YesNo) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const yesNo = [
    { value: 'yes', label: t('healthInfo.yes') },
    { value: 'no', label: t('healthInfo.no') },
  ] as const satisfies readonly { value: YesNo; label: string }[];
  return (
    <div className="space-y-4">
      <RadioGroup legend={legend} legendClassName={QUESTION} choices={yesNo} value={value} onChange={onAnswer} />
      {value === 'yes' && <div className="rounded-xl bg-slate-50 p-4">{children}</div>}
    </div>
  );
}

/**
 * docs/product/quotes.md §4: "no" sets ped to NO_EXISTING_DISEASE and closes the list; "yes" opens the conditions.
 * With more than one member insured, each chosen condition asks who has it: it loads only their share of the premium
 * (docs/decisions.md §3 "Loadings").
 */
export function DiseaseQuestion({
  answers,
  members,
  onChange,
}: {
  answers: HealthAnswers;
  members: readonly SelectedMember[];
  onChange: (patch: Partial<HealthAnswers>) => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const conditions = answers.ped.filter(isCondition);
  const whoChoices = withMemberCodes(members).map(({ code, member }) => ({
    value: code,
    label: member.name ? `${member.name} (${td(relationLabel(member))})` : td(relationLabel(member)),
  }));
  return (
    <YesNoQuestion
      legend={t('healthInfo.diseaseQuestion')}
      value={answers.hasExistingDisease}
      onAnswer={(answer) =>
        onChange(
          answer === 'no'
            ? { hasExistingDisease: 'no', ped: [NO_EXISTING_DISEASE], pedMembers: {} }
            : { hasExistingDisease: 'yes', ped: conditions },
        )
      }
    >
      <CheckboxGroup
        legend={t('healthInfo.selectAll')}
        choices={EXISTING_CONDITION_OPTIONS.map((o) => ({ value: o.value, label: td(o.label) }))}
        values={conditions}
        onChange={(ped) => onChange({ ped })}
      />
      {members.length > 1 &&
        conditions.map((condition) => (
          <div key={condition} className="mt-4">
            <CheckboxGroup
              legend={t('healthInfo.whoHas', { condition: td(EXISTING_CONDITION_LABELS[condition]) })}
              choices={whoChoices}
              values={answers.pedMembers[condition] ?? []}
              onChange={(codes) => onChange({ pedMembers: { ...answers.pedMembers, [condition]: codes } })}
            />
          </div>
        ))}
    </YesNoQuestion>
  );
}

/** docs/product/quotes.md §4: "no" clears existingCover; "yes" opens the single-choice cover ranges. */
export function PolicyQuestion({
  answers,
  onChange,
}: {
  answers: HealthAnswers;
  onChange: (patch: Partial<HealthAnswers>) => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <YesNoQuestion
      legend={t('healthInfo.policyQuestion')}
      value={answers.hasExistingPolicy}
      onAnswer={(answer) =>
        onChange(answer === 'no' ? { hasExistingPolicy: 'no', existingCover: '' } : { hasExistingPolicy: 'yes' })
      }
    >
      <RadioGroup
        legend={t('healthInfo.coverQuestion')}
        choices={EXISTING_COVER_RANGE_OPTIONS.map((o) => ({ value: o.value, label: td(o.label) }))}
        value={answers.existingCover}
        onChange={(existingCover) => onChange({ existingCover })}
        layout="grid-cols-1 sm:grid-cols-2"
      />
    </YesNoQuestion>
  );
}
