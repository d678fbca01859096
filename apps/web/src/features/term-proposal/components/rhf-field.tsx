import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '../../../shared/form/form-field.tsx';
import type { FieldSpec } from '../../../shared/form/form-types.ts';

type Props<T extends FieldValues, O extends FieldValues> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  spec: Omit<FieldSpec, 'key'>;
  idPrefix: string;
  className?: string;
};

/** The proposal's FormField bound to a react-hook-form field: its value, its blur, its first error. */
export function RhfField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  spec,
  idPrefix,
  className,
}: Props<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={className}>
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

export const YES_NO_OPTIONS = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const;
