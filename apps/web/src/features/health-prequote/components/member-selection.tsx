import { GENDERS, GENDER_LABELS } from '@kavach/domain/code-lists/proposal';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import {
  childCount,
  familyEntries,
  genderNeeded,
  membersComplete,
  slotLabel,
  slotsOf,
  type FamilyAction,
  type FamilySelection,
} from '../hooks/family-selection.ts';
import { NS } from '../i18n.ts';
import { MemberCard } from './member-card.tsx';
import { StepCard } from '../../../shared/ui/step-card.tsx';
import { BackRow } from './back-row.tsx';

/** docs/product/quotes.md §2 family sub-step select-members. */
export function MemberSelection({
  selection,
  dispatch,
  focusTitle,
  onBack,
  onContinue,
}: {
  selection: FamilySelection;
  dispatch: Dispatch<FamilyAction>;
  focusTitle: boolean;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const genderChoices = GENDERS.map((value) => ({ value, label: td(GENDER_LABELS[value]) }));
  const entries = familyEntries(selection);
  const totalChildren = childCount(selection);
  return (
    <StepCard title={t('members.title')} titleId="select-members-title" focusTitle={focusTitle}>
      <BackRow onBack={onBack} />
      <div className="mt-5 space-y-5">
        {/* docs/product/quotes.md §4: the self gender decides the spouse's title and gender, so it is asked first. */}
        {selection.type === 'family' && (
          <RadioGroup
            legend={t('members.yourGender')}
            choices={genderChoices}
            value={selection.selfGender}
            onChange={(gender) => dispatch({ kind: 'self-gender', gender })}
          />
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('members.whoCovered')}</legend>
          <div className="grid items-start gap-3 md:grid-cols-2">
            {slotsOf(selection).map((slot) => (
              <MemberCard
                key={slot.key}
                slot={slot}
                title={td(slotLabel(slot, selection.selfGender))}
                entries={entries.filter((e) => e.slot.key === slot.key)}
                totalChildren={totalChildren}
                onToggle={() => dispatch({ kind: 'toggle', slot: slot.key })}
                onName={(index, value) => dispatch({ kind: 'name', slot: slot.key, index, value })}
                onAdd={() => dispatch({ kind: 'add-child', slot: slot.key })}
                onRemove={() => dispatch({ kind: 'remove-child', slot: slot.key })}
              />
            ))}
          </div>
        </fieldset>
        {/* docs/product/quotes.md §4: Continue shows once a member is selected and every selected name is filled. */}
        {membersComplete(selection) ? (
          <Button onClick={onContinue} className="w-full sm:w-auto sm:min-w-40">
            {t('continue')}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">
            {genderNeeded(selection) ? t('members.genderFirst') : t('members.selectOne')}
          </p>
        )}
      </div>
    </StepCard>
  );
}
