import { TERM_COVER_END_AGE, TERM_GENDERS, ageOn, formatDobInput, parseDisplayDate, termPolicyTerm, toDisplayDate, type TermGender } from '@kavach/domain';
import { useState } from 'react';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { withPerson, type TermDetails } from '../lib/term-details.ts';
import { checkTermDob } from '../lib/wizard-rules.ts';
import { StepCard } from './step-card.tsx';

const GENDER_CHOICES = TERM_GENDERS.map((g) => ({ value: g, label: g }));

type Props = { details: TermDetails; focusTitle: boolean; onBack: () => void; onContinue: (update: (d: TermDetails) => TermDetails) => void };

/** spec 3 §2.9 step 3: gender (Male by default) and date of birth; both are needed to continue (§5.4). */
export function PersonStep({ details, focusTitle, onBack, onContinue }: Props) {
  const [gender, setGender] = useState<TermGender>(details.gender);
  const [dob, setDob] = useState(() => toDisplayDate(details.dob));
  const [left, setLeft] = useState(false);
  const error = checkTermDob(dob);
  // The error waits until the date is complete or the field is left, so it does not shout while typing.
  const shown = error && (left || dob.length === 10) ? error : null;
  const iso = error ? null : parseDisplayDate(dob);
  const age = iso ? ageOn(iso) : null;
  const term = age === null ? null : termPolicyTerm(age);

  return (
    <StepCard step={3} title="Tell us about you" focusTitle={focusTitle} onBack={onBack} canContinue={iso !== null} onSubmit={() => iso && onContinue((d) => withPerson(d, gender, iso))}>
      <RadioGroup legend="Gender" choices={GENDER_CHOICES} value={gender} onChange={setGender} />
      <div>
        <label htmlFor="term-dob" className="block text-sm font-semibold text-slate-900">
          Date of birth
        </label>
        <input
          id="term-dob"
          type="text"
          inputMode="numeric"
          maxLength={10}
          placeholder="DD/MM/YYYY"
          autoComplete="bday"
          value={dob}
          onChange={(e) => setDob(formatDobInput(e.target.value))}
          onBlur={() => setLeft(true)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? 'term-dob-error' : age !== null ? 'term-dob-age' : undefined}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 aria-invalid:border-red-600 sm:max-w-xs"
        />
        {age !== null && term !== null && (
          <p id="term-dob-age" className="mt-1 text-sm text-slate-600">
            {term > 0 ? `Age ${age}: your cover would run to age ${TERM_COVER_END_AGE}, for ${term} years.` : `Age ${age}: term cover here runs to age ${TERM_COVER_END_AGE}, so plans may not be able to cover you.`}
          </p>
        )}
        <FieldError id="term-dob-error" message={shown} />
      </div>
    </StepCard>
  );
}
