import { GENDERS, GENDER_LABELS, type Gender } from '@kavach/domain/constants/health-members';
import { memberFromDob, type SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { checkPreQuoteAdultDob } from '@kavach/domain/validation/age';
import { parseDisplayDate, toDisplayDate } from '@kavach/domain/validation/dates';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { DobField } from './dob-field.tsx';
import { NameField } from './name-field.tsx';
import { StepCard } from '../../../shared/ui/step-card.tsx';

const GENDER_CHOICES = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

/** spec 1 §2 self step "Tell us about you"; Continue needs gender, name and a valid date (spec 1 §5). */
export function SelfDetailsStep({
  saved,
  focusTitle,
  onContinue,
  onAddFamily,
}: {
  saved: SelectedMember | undefined;
  focusTitle: boolean;
  onContinue: (members: SelectedMember[]) => void;
  /** Issue 17: insure a spouse, children or parents too; the buyer's answers so far go along when complete. */
  onAddFamily: (self: SelectedMember | null) => void;
}) {
  // spec 1 §4: gender defaults to Male.
  const [gender, setGender] = useState<Gender>(saved?.gender ?? 'MALE');
  const [name, setName] = useState(saved?.name ?? '');
  const [dob, setDob] = useState(toDisplayDate(saved?.dob));
  const dobError = checkPreQuoteAdultDob(dob);
  const iso = dobError ? null : parseDisplayDate(dob);
  const ready = name.trim() !== '' && iso !== null;

  const self = ready ? memberFromDob(name.trim(), 'SELF', gender, iso) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (self) onContinue([self]);
  };

  return (
    <StepCard title="Tell us about you" titleId="self-step-title" focusTitle={focusTitle}>
      <form onSubmit={submit} className="mt-6 space-y-6" noValidate>
        <RadioGroup legend="Gender" choices={GENDER_CHOICES} value={gender} onChange={setGender} />
        <NameField id="self-name" label="Your name" value={name} onChange={setName} autoComplete="name" />
        <DobField
          id="self-dob"
          label="Date of birth"
          value={dob}
          onChange={setDob}
          error={dobError}
          autoComplete="bday"
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button type="submit" disabled={!ready} className="w-full sm:w-auto sm:min-w-40">
            Continue
          </Button>
          <button
            type="button"
            onClick={() => onAddFamily(self)}
            className="rounded-md text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Add your spouse, children or parents
          </button>
        </div>
      </form>
    </StepCard>
  );
}
