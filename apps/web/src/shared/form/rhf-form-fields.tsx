import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import type { FieldSpec } from './form-types.ts';

export type TextValues = Record<string, string>;

type Props = {
  form: UseFormReturn<TextValues>;
  idPrefix: string;
  fields: readonly FieldSpec[];
};

// Names, radio groups and addresses take the full row; feet and inches share one cell so they read as one height.
const wide = (field: FieldSpec) =>
  field.kind === 'radio' ||
  field.kind === 'textarea' ||
  field.key.endsWith('full_name') ||
  field.key.startsWith('address');

/**
 * A proposal form's fields, bound to react-hook-form, in a one-column (phone) or two-column grid.
 * docs/product/proposal-kyc.md §5: a field is checked when it loses focus, and its error clears as soon as it is
 * edited.
 */
export function RhfFormFields({ form, idPrefix, fields }: Props) {
  const cells: FieldSpec[][] = [];
  for (const field of fields) {
    const last = cells.at(-1);
    if (field.key.endsWith('height_inch') && last?.length === 1 && last[0]?.key.endsWith('height_feet'))
      last.push(field);
    else cells.push([field]);
  }
  const render = (spec: FieldSpec) => (
    <Controller
      key={spec.key}
      control={form.control}
      name={spec.key}
      render={({ field, fieldState }) => (
        <FormField
          field={spec}
          id={`${idPrefix}-${spec.key}`}
          value={field.value ?? ''}
          error={fieldState.error?.message}
          onChange={(value) => {
            field.onChange(value);
            form.clearErrors(spec.key);
          }}
          onBlur={field.onBlur}
        />
      )}
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

/** Focus the first field (in display order) that holds an error, as a failed submit or save leaves them. */
export function focusFirstError(formEl: ParentNode | null, fields: readonly FieldSpec[], errors: object) {
  const first = fields.find((f) => f.key in errors);
  formEl?.querySelector<HTMLElement>(`[data-field="${first?.key}"] :is(input, select, textarea)`)?.focus();
}
