import type { FamilySubStep } from '@kavach/domain/constants/health';
import type { MemberTypeKey } from '@kavach/domain/constants/health-members';
import type { SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { useReducer, useState } from 'react';
import { familyEntries, familyReducer, selectedMembers, selectionFromMembers } from '../hooks/family-selection.ts';
import { readMemberType, writeMemberType } from '../hooks/pre-quote-storage.ts';
import { MemberDobEntry } from './member-dob-entry.tsx';
import { MemberSelection } from './member-selection.tsx';
import { MemberTypeChooser } from './member-type-chooser.tsx';

/**
 * docs/product/quotes.md §2 / §4 family step: select-type, select-members, enter-dob. The chosen type is kept in
 * session storage (selectedMemberType), so a reload or "Edit" from the summary reopens the member list with the
 * saved members filled in.
 */
export function FamilyDetailsStep({
  saved,
  focusTitle,
  onContinue,
}: {
  saved: SelectedMember[];
  focusTitle: boolean;
  onContinue: (members: SelectedMember[]) => void;
}) {
  const [selection, dispatch] = useReducer(familyReducer, saved, (members) =>
    selectionFromMembers(readMemberType(), members),
  );
  const [subStep, setSubStep] = useState<FamilySubStep>(selection.type ? 'select-members' : 'select-type');
  const [moved, setMoved] = useState(focusTitle);
  const go = (next: FamilySubStep) => {
    setMoved(true);
    setSubStep(next);
  };

  const chooseType = (type: MemberTypeKey) => {
    writeMemberType(type);
    dispatch({ kind: 'choose-type', type });
    go('select-members');
  };
  // docs/product/quotes.md §4: Back from select-members resets to select-type and clears the stored member type.
  const backToTypes = () => {
    writeMemberType(null);
    dispatch({ kind: 'clear-type' });
    go('select-type');
  };

  const entries = familyEntries(selection);
  if (subStep === 'select-type' || !selection.type)
    return <MemberTypeChooser key="select-type" focusTitle={moved} onChoose={chooseType} />;
  if (subStep === 'select-members') {
    return (
      <MemberSelection
        key="select-members"
        selection={selection}
        dispatch={dispatch}
        focusTitle={moved}
        onBack={backToTypes}
        onContinue={() => go('enter-dob')}
      />
    );
  }
  return (
    <MemberDobEntry
      key="enter-dob"
      entries={entries}
      focusTitle={moved}
      onBack={(typed) => {
        // The dates typed so far come back when the visitor returns to this sub-step.
        entries.forEach((entry, i) =>
          dispatch({ kind: 'dob', slot: entry.slot.key, index: entry.index, value: typed[i] ?? '' }),
        );
        go('select-members');
      }}
      onContinue={(dobs) => onContinue(selectedMembers(entries, dobs))}
    />
  );
}
