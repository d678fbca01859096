import { ageLabel, formatDobInput, parseDisplayDate } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { RadioGroup } from '../ui/choice-group.tsx';
import { FieldError } from '../ui/field-error.tsx';
import type { FieldSpec } from './form-types.ts';
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from '../ui/field-styles.ts';
import { typedDateMessage } from './typed-date.ts';

const NS = englishNamespace('common', en);

type Props = {
  field: FieldSpec;
  /** Unique per form, so two forms on a page never share ids. */
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** Keeps what a field may hold as it is typed: digits only, one decimal point, DD/MM/YYYY, upper-case PAN. */
function clean(field: FieldSpec, raw: string): string {
  if (field.kind === 'digits') return raw.replace(/\D/g, '');
  if (field.kind === 'decimal') return raw.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
  if (field.kind === 'dob') return formatDobInput(raw);
  return field.upperCase ? raw.toUpperCase() : raw;
}

function LabelText({ field }: { field: FieldSpec }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {field.label}
      {field.optional && <span className="font-normal text-slate-500"> {t('form.optional')}</span>}
    </>
  );
}

/** One form field from its spec, labelled, with its first error tied to it for screen readers. */
export function FormField({ field, id, value, error: schemaError, onChange, onBlur }: Props) {
  const { t } = useTranslation(NS);
  // Option lists are mostly the domain's (relations, genders, occupations): in the page's language where it says them.
  const td = useDomainText();
  const options = field.options?.map((o) => ({ value: o.value, label: td(o.label) }));
  const errorId = `${id}-error`;
  const error = field.kind === 'dob' ? typedDateMessage(schemaError) : schemaError;
  if (field.kind === 'radio') {
    return (
      // The group is validated when focus leaves it, not when moving between its own options.
      <div data-field={field.key} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && onBlur()}>
        <RadioGroup
          legend={<LabelText field={field} />}
          choices={options ?? []}
          value={value}
          onChange={onChange}
          layout="grid-cols-2"
          disabled={field.locked}
        />
        {field.locked && <p className={HINT_CLASS}>{t('form.quoted')}</p>}
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  const age = error
    ? ''
    : field.kind === 'dob'
      ? ageOfDisplay(value)
      : field.kind === 'date' && value
        ? ageLabel(value)
        : '';
  // ageLabel's words ("35 years") are the domain's: in the page's language where its catalogue says them.
  const hint = [age && t('form.age', { age: td(age) }), field.locked && t('form.quoted')].filter(Boolean).join(' · ');
  const describedBy = [error ? errorId : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: INPUT_CLASS,
  } as const;
  let control;
  if (field.kind === 'select') {
    control = (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('form.select')}</option>
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={3}
        maxLength={field.maxLength}
        onChange={(e) => onChange(clean(field, e.target.value))}
      />
    );
  } else {
    const numeric = field.kind === 'digits' || field.kind === 'dob';
    control = (
      <input
        {...common}
        type={field.kind === 'email' || field.kind === 'date' ? field.kind : 'text'}
        inputMode={numeric ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined}
        maxLength={field.kind === 'dob' ? 10 : field.maxLength}
        placeholder={field.kind === 'dob' ? t('form.datePlaceholder') : undefined}
        autoComplete={field.autoComplete ?? 'off'}
        readOnly={field.readOnly || field.locked}
        spellCheck={field.kind === 'text' && !field.upperCase ? undefined : false}
        onChange={(e) => onChange(clean(field, e.target.value))}
      />
    );
  }
  return (
    <div data-field={field.key}>
      <label htmlFor={id} className={LABEL_CLASS}>
        <LabelText field={field} />
      </label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function ageOfDisplay(value: string): string {
  const iso = parseDisplayDate(value);
  return iso ? ageLabel(iso) : '';
}
