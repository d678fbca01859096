import { ageLabel, formatDobInput, parseDisplayDate } from '@kavach/domain';
import { RadioGroup } from '../ui/choice-group.tsx';
import { FieldError } from '../ui/field-error.tsx';
import type { FieldSpec } from './form-types.ts';
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from '../ui/field-styles.ts';
import { typedDateMessage } from './typed-date.ts';

type Props = {
  field: FieldSpec;
  /** Unique per form, so two forms on a page never share ids. */
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

const QUOTED = 'As in your quote';

/** Keeps what a field may hold as it is typed: digits only, one decimal point, DD/MM/YYYY, upper-case PAN. */
function clean(field: FieldSpec, raw: string): string {
  if (field.kind === 'digits') return raw.replace(/\D/g, '');
  if (field.kind === 'decimal') return raw.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
  if (field.kind === 'dob') return formatDobInput(raw);
  return field.upperCase ? raw.toUpperCase() : raw;
}

function labelText(field: FieldSpec) {
  return (
    <>
      {field.label}
      {field.optional && <span className="font-normal text-slate-500"> (optional)</span>}
    </>
  );
}

/** One form field from its spec, labelled, with its first error tied to it for screen readers. */
export function FormField({ field, id, value, error: schemaError, onChange, onBlur }: Props) {
  const errorId = `${id}-error`;
  const error = field.kind === 'dob' ? typedDateMessage(schemaError) : schemaError;
  if (field.kind === 'radio') {
    return (
      // The group is validated when focus leaves it, not when moving between its own options.
      <div data-field={field.key} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && onBlur()}>
        <RadioGroup
          legend={labelText(field)}
          choices={field.options ?? []}
          value={value}
          onChange={onChange}
          layout="grid-cols-2"
          disabled={field.locked}
        />
        {field.locked && <p className={HINT_CLASS}>{QUOTED}</p>}
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
  const hint = [age && `Age: ${age}`, field.locked && QUOTED].filter(Boolean).join(' · ');
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
        <option value="">Select</option>
        {field.options?.map((o) => (
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
        placeholder={field.kind === 'dob' ? 'DD/MM/YYYY' : undefined}
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
        {labelText(field)}
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
