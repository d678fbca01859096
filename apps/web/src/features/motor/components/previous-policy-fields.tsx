import { ncbPercent, THIRD_PARTY_UNTIL_LABEL, YES_NO, type VehicleKind } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useEntryField, type EntryFormApi } from '../hooks/use-entry-field.ts';
import { NS, type MotorT } from '../i18n.ts';
import { DateField } from './date-field.tsx';

type Props = {
  form: EntryFormApi;
  kind: VehicleKind;
  /** The end the vehicle registry records: shown, not editable. */
  expiryFixed?: boolean;
  /** A third-party cover running on that the registry records: shown, not editable. */
  thirdPartyFixed?: boolean;
};

const THIRD_PARTY_HINT = {
  TWO_WHEELER: 'previousPolicy.thirdPartyHint.bike',
  CAR: 'previousPolicy.thirdPartyHint.car',
} as const;
const ANSWER = { YES: 'previousPolicy.yes', NO: 'previousPolicy.no' } as const;

/** 0 to '5 or more' claim-free years, each with the no-claim bonus it earns. */
const claimFreeYearsOptions = (t: MotorT) =>
  [0, 1, 2, 3, 4, 5].map((years) => ({
    value: String(years),
    label:
      years === 5
        ? t('previousPolicy.claimFreeOptionMost', { percent: ncbPercent(years) })
        : t('previousPolicy.claimFreeOption', { count: years, percent: ncbPercent(years) }),
  }));

/** The policy the vehicle has now: its end (for the renewal banner and the bonus) and its claim record. */
export function PreviousPolicyFields({ form, kind, expiryFixed = false, thirdPartyFixed = false }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const policyExpiry = useEntryField(form, 'policyExpiry');
  const thirdPartyUntil = useEntryField(form, 'thirdPartyUntil');
  const claimLastYear = useEntryField(form, 'claimLastYear');
  const years = useEntryField(form, 'claimFreeYears');
  const claimed = claimLastYear.value === 'YES';
  return (
    <fieldset className="mt-6 border-t border-slate-200 pt-5">
      <legend className="text-base font-semibold text-slate-900">{t('previousPolicy.legend')}</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <DateField
          id="motor-policy-expiry"
          label={t('previousPolicy.expiry')}
          value={policyExpiry.value}
          hint={expiryFixed ? t('previousPolicy.expiryHintFixed') : t('previousPolicy.expiryHint')}
          readOnly={expiryFixed}
          error={policyExpiry.error}
          onChange={policyExpiry.edit}
          inputRef={policyExpiry.ref}
        />
        <DateField
          id="motor-third-party-until"
          label={td(THIRD_PARTY_UNTIL_LABEL)}
          value={thirdPartyUntil.value}
          hint={thirdPartyFixed ? t('previousPolicy.thirdPartyHintFixed') : t(THIRD_PARTY_HINT[kind])}
          readOnly={thirdPartyFixed}
          error={thirdPartyUntil.error}
          onChange={thirdPartyUntil.edit}
          inputRef={thirdPartyUntil.ref}
        />
        {/* Nothing chosen at first: the answer sets the no-claim bonus, so it is the buyer's to give (issue 48). */}
        <fieldset aria-describedby={claimLastYear.error ? 'motor-claim-last-year-error' : undefined}>
          <legend className="block text-sm font-semibold text-slate-900">{t('previousPolicy.claimLastYear')}</legend>
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
                {t(ANSWER[answer])}
              </label>
            ))}
          </div>
          <FieldError id="motor-claim-last-year-error" message={claimLastYear.error} />
        </fieldset>
        <SelectField
          id="motor-claim-free-years"
          label={t('previousPolicy.claimFreeYears')}
          value={claimed ? '0' : years.value}
          options={claimFreeYearsOptions(t)}
          placeholder={t('previousPolicy.claimFreeYearsPlaceholder')}
          hint={claimed ? t('previousPolicy.claimFreeYearsHintClaimed') : t('previousPolicy.claimFreeYearsHint')}
          disabled={claimed}
          onChange={(value) => years.edit(value || '0')}
        />
      </div>
    </fieldset>
  );
}
