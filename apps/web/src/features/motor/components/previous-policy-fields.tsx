import { THIRD_PARTY_UNTIL_LABEL, YES_NO } from '@kavach/domain';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useEntryField, type EntryFormApi } from '../hooks/use-entry-field.ts';
import { DateField } from './date-field.tsx';

type Props = {
  form: EntryFormApi;
  claimFreeYears: readonly { value: string; label: string }[];
  noun: string;
  /** The end the vehicle registry records: shown, not editable. */
  expiryFixed?: boolean;
  /** A third-party cover running on that the registry records: shown, not editable. */
  thirdPartyFixed?: boolean;
};

/** The policy the vehicle has now: its end (for the renewal banner and the bonus) and its claim record. */
export function PreviousPolicyFields({
  form,
  claimFreeYears,
  noun,
  expiryFixed = false,
  thirdPartyFixed = false,
}: Props) {
  const policyExpiry = useEntryField(form, 'policyExpiry');
  const thirdPartyUntil = useEntryField(form, 'thirdPartyUntil');
  const claimLastYear = useEntryField(form, 'claimLastYear');
  const years = useEntryField(form, 'claimFreeYears');
  const claimed = claimLastYear.value === 'YES';
  return (
    <fieldset className="mt-6 border-t border-slate-200 pt-5">
      <legend className="text-base font-semibold text-slate-900">Your current policy</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <DateField
          id="motor-policy-expiry"
          label="Policy expiry date"
          value={policyExpiry.value}
          hint={expiryFixed ? 'As the vehicle registry records it' : 'Leave it empty if the vehicle has no policy now'}
          readOnly={expiryFixed}
          error={policyExpiry.error}
          onChange={policyExpiry.edit}
          inputRef={policyExpiry.ref}
        />
        <DateField
          id="motor-third-party-until"
          label={THIRD_PARTY_UNTIL_LABEL}
          value={thirdPartyUntil.value}
          hint={
            thirdPartyFixed
              ? 'As the vehicle registry records it: its third party runs on, so own damage alone is quoted'
              : `Only if its third-party cover runs on past this policy, as a ${noun} bought new has for 3 or 5 years: then own damage alone is quoted`
          }
          readOnly={thirdPartyFixed}
          error={thirdPartyUntil.error}
          onChange={thirdPartyUntil.edit}
          inputRef={thirdPartyUntil.ref}
        />
        {/* Nothing chosen at first: the answer sets the no-claim bonus, so it is the buyer's to give (issue 48). */}
        <fieldset aria-describedby={claimLastYear.error ? 'motor-claim-last-year-error' : undefined}>
          <legend className="block text-sm font-semibold text-slate-900">Claim in the last year?</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-3">
            {/* No first: most riders made no claim. */}
            {[...YES_NO].reverse().map((answer) => (
              <label
                key={answer}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="motor-claim-last-year"
                  value={answer}
                  checked={claimLastYear.value === answer}
                  onChange={() => claimLastYear.edit(answer)}
                  // A refused Proceed focuses the first answer shown.
                  ref={answer === 'NO' ? claimLastYear.ref : undefined}
                  className="h-4 w-4 accent-brand-700"
                />
                {answer === 'YES' ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
          <FieldError id="motor-claim-last-year-error" message={claimLastYear.error} />
        </fieldset>
        <SelectField
          id="motor-claim-free-years"
          label="Claim-free years"
          value={claimed ? '0' : years.value}
          options={claimFreeYears}
          placeholder="Choose the years"
          hint={
            claimed
              ? 'A claim last year ends the no-claim bonus'
              : 'Years in a row of own-damage cover without a claim; 0 if it covers third party only'
          }
          disabled={claimed}
          onChange={(value) => years.edit(value || '0')}
        />
      </div>
    </fieldset>
  );
}
