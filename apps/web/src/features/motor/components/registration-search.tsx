import { MESSAGES, type VehicleKind } from '@kavach/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import type { LookupStatus } from '../hooks/use-registration-lookup.ts';
import { describedBy, HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { NS } from '../i18n.ts';

// With spaces a registration is at most 13 characters (MH 12 AB 1234 is 13).
const REGISTRATION_MAX_LENGTH = 13;

const TEXTS = {
  TWO_WHEELER: { form: 'search.formLabel.bike', searching: 'search.searching.bike', found: 'search.found.bike' },
  CAR: { form: 'search.formLabel.car', searching: 'search.searching.car', found: 'search.found.car' },
} as const;

type Props = {
  kind: VehicleKind;
  example: string;
  value: string;
  /** For the focus a refused Proceed moves to a mistyped number. */
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onFetch: () => void;
  status: LookupStatus;
  error?: string | undefined;
};

/**
 * docs/product/review-payment-term-bike.md §2.12 / §5.6: the registration (forced to uppercase) and 'Fetch Details',
 * off while empty or searching.
 */
export function RegistrationSearch({ kind, example, value, inputRef, onChange, onFetch, status, error }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const searching = status === 'searching';
  return (
    <form
      noValidate
      aria-label={t(TEXTS[kind].form)}
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim() && !searching) onFetch();
      }}
    >
      <label htmlFor="motor-registration" className={LABEL_CLASS}>
        {t('search.label')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <input
          id="motor-registration"
          ref={inputRef}
          value={value}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          placeholder={t('search.placeholder', { example })}
          maxLength={REGISTRATION_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('motor-registration-hint', error && 'motor-registration-error')}
          className={`${INPUT_CLASS} font-mono tracking-wide sm:flex-1`}
        />
        <Button type="submit" disabled={!value.trim() || searching} className="sm:mt-1.5 sm:w-40">
          {searching && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          )}
          {t('search.fetch')}
        </Button>
      </div>
      <p id="motor-registration-hint" className={HINT_CLASS}>
        {t('search.hint', { example })}
      </p>
      <FieldError id="motor-registration-error" message={error} />
      <div aria-live="polite" className="empty:hidden">
        {searching && (
          <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{t(TEXTS[kind].searching)}</p>
        )}
        {status === 'found' && (
          <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">{t(TEXTS[kind].found)}</p>
        )}
      </div>
      {(status === 'not-found' || status === 'failed') && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {status === 'failed' ? t('search.failed') : td(MESSAGES.BIKE_NOT_FOUND)}
        </p>
      )}
    </form>
  );
}
