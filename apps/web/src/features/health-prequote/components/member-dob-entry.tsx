import { Button } from '../../../shared/ui/button.tsx';
import type { FamilyEntry } from '../hooks/family-selection.ts';
import { dobErrors } from '../hooks/member-dob-rules.ts';
import { DobField } from './dob-field.tsx';
import { StepCard } from '../../../shared/ui/step-card.tsx';
import { BackRow } from './back-row.tsx';

/** spec 1 §2 family sub-step enter-dob: one date per member; Continue needs every date valid. */
export function MemberDobEntry({
  entries,
  focusTitle,
  onDob,
  onBack,
  onContinue,
}: {
  entries: FamilyEntry[];
  focusTitle: boolean;
  onDob: (entry: FamilyEntry, value: string) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const errors = dobErrors(entries);
  const ready = entries.every((e) => errors[e.id] === null);
  return (
    <StepCard title="Enter Date of Birth" titleId="enter-dob-title" focusTitle={focusTitle}>
      <BackRow onBack={onBack} />
      <p className="mt-4 text-slate-600">Please provide the date of birth for all selected members.</p>
      <form
        className="mt-5 space-y-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onContinue();
        }}
      >
        <div className="grid gap-5 md:grid-cols-2">
          {entries.map((entry) => (
            <DobField
              key={entry.id}
              id={`dob-${entry.id}`}
              label={
                <>
                  {entry.label}
                  <span className="font-normal text-slate-600">
                    {entry.name.trim() ? ` (${entry.name.trim()})` : ''}
                  </span>
                  <span className="sr-only"> date of birth</span>
                </>
              }
              value={entry.dob}
              onChange={(value) => onDob(entry, value)}
              error={errors[entry.id] ?? null}
            />
          ))}
        </div>
        <Button type="submit" disabled={!ready} className="w-full sm:w-auto sm:min-w-40">
          Continue
        </Button>
      </form>
    </StepCard>
  );
}
