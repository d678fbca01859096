import type { FieldErrors, FieldSpec, FormValues } from '../../../shared/form/form-types.ts';
import { FormField } from '../../../shared/form/form-field.tsx';

type Props = {
  idPrefix: string;
  fields: readonly FieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string) => void;
};

// Names, radio groups and addresses take the full row; feet and inches share one cell so they read as one height.
const wide = (field: FieldSpec) =>
  field.kind === 'radio' ||
  field.kind === 'textarea' ||
  field.key.endsWith('full_name') ||
  field.key.startsWith('address');

/** A form's fields in a one-column (phone) or two-column grid. */
export function FormFields({ idPrefix, fields, values, errors, onChange, onBlur }: Props) {
  const cells: FieldSpec[][] = [];
  for (const field of fields) {
    const last = cells.at(-1);
    if (field.key.endsWith('height_inch') && last?.length === 1 && last[0]?.key.endsWith('height_feet'))
      last.push(field);
    else cells.push([field]);
  }
  const render = (field: FieldSpec) => (
    <FormField
      key={field.key}
      field={field}
      id={`${idPrefix}-${field.key}`}
      value={values[field.key] ?? ''}
      error={errors[field.key]}
      onChange={(value) => onChange(field.key, value)}
      onBlur={() => onBlur(field.key)}
    />
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {cells.map((cell) => (
        <div
          key={cell[0]!.key}
          className={cell.length > 1 ? 'grid grid-cols-2 gap-3' : wide(cell[0]!) ? 'sm:col-span-2' : undefined}
        >
          {cell.map(render)}
        </div>
      ))}
    </div>
  );
}
