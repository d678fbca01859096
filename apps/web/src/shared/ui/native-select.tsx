import type { ComponentProps } from 'react';

export type SelectOption = { value: string; label: string };

/**
 * The platform's own select (a wheel on a phone, a combobox for assistive technology) filled from a table, with
 * an optional first empty choice that names what to pick.
 */
export function NativeSelect({
  options,
  placeholder,
  placeholderDisabled = false,
  ...select
}: ComponentProps<'select'> & {
  options: readonly SelectOption[];
  placeholder?: string;
  /** The empty choice cannot be picked again once something is chosen. */
  placeholderDisabled?: boolean;
}) {
  return (
    <select {...select}>
      {placeholder !== undefined && (
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
