import type { ReactNode } from 'react';
import { LABEL_CLASS } from '../../../shared/ui/field-styles.ts';

/** A console form's field: the label, its input (passed in, registered with the form), then its error if any. */
export function OpsField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      {children}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
