import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '../../../shared/form/form-field.tsx';
import type { FieldSpec } from '../../../shared/form/form-types.ts';
import type { TermProposalT } from '../i18n.ts';

type Props<T extends FieldValues, O extends FieldValues> = RhfFieldItem<T> & {
  control: Control<T, unknown, O>;
  idPrefix: string;
};

/** The proposal's FormField bound to a react-hook-form field: its value, its blur, its first error. */
export function RhfField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  spec,
  idPrefix,
  wide,
}: Props<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={wide ? 'sm:col-span-2' : undefined}>
          <FormField
            field={{ ...spec, key: name }}
            id={`${idPrefix}-${name.replaceAll('.', '-')}`}
            value={field.value === undefined || field.value === null ? '' : String(field.value)}
            error={fieldState.error?.message}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </div>
      )}
    />
  );
}

export type RhfFieldItem<T extends FieldValues> = {
  name: Path<T>;
  spec: Omit<FieldSpec, 'key'>;
  /** Takes the whole row of the two-column grid (names, addresses, questions). */
  wide?: boolean;
};

/**
 * A run of a step's fields, in order, on one form and id prefix: the steps declare their fields as data and
 * render them here, instead of repeating the same RhfField wiring for each.
 */
export function RhfFields<T extends FieldValues, O extends FieldValues>({
  control,
  idPrefix,
  fields,
}: {
  control: Control<T, unknown, O>;
  idPrefix: string;
  fields: readonly RhfFieldItem<T>[];
}) {
  return fields.map((field) => <RhfField key={field.name} control={control} idPrefix={idPrefix} {...field} />);
}

export const yesNoOptions = (t: TermProposalT) =>
  [
    { value: 'YES', label: t('yes') },
    { value: 'NO', label: t('no') },
  ] as const;
