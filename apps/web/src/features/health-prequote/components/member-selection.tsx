import { GENDERS, GENDER_LABELS } from '@kavach/domain/code-lists/proposal';
import type { Dispatch } from 'react';
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
import { MemberCard } from './member-card.tsx';
import { StepCard } from '../../../shared/ui/step-card.tsx';
import { BackRow } from './back-row.tsx';

const GENDER_CHOICES = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

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
  const entries = familyEntries(selection);
  const totalChildren = childCount(selection);
  return (
    <StepCard title="Select Members" titleId="select-members-title" focusTitle={focusTitle}>
      <BackRow onBack={onBack} />
      <div className="mt-5 space-y-5">
        {/* docs/product/quotes.md §4: the self gender decides the spouse's title and gender, so it is asked first. */}
        {selection.type === 'family' && (
          <RadioGroup
            legend="Your gender"
            choices={GENDER_CHOICES}
            value={selection.selfGender}
            onChange={(gender) => dispatch({ kind: 'self-gender', gender })}
          />
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">Who should the policy cover?</legend>
          <div className="grid items-start gap-3 md:grid-cols-2">
            {slotsOf(selection).map((slot) => (
              <MemberCard
                key={slot.key}
                slot={slot}
                title={slotLabel(slot, selection.selfGender)}
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
            Continue
          </Button>
        ) : (
          <p className="text-sm text-slate-600">
            {genderNeeded(selection)
              ? 'Choose your gender, then enter each name to continue.'
              : 'Select at least one member and enter each name to continue.'}
          </p>
        )}
      </div>
    </StepCard>
  );
}
