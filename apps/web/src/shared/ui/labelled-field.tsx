import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS, describedBy } from './field-styles.ts';

type Props = {
  /** The control's id; its hint is `${id}-hint` and its error `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  children: ReactNode;
};

/**
 * A journey's own field (pre-quote names and dates, the motor entry's pickers): the label above its control,
 * then a hint and the field's error. Shared so every such field ties its hint and error to the control the
 * same way; pass `fieldDescribedBy(id, hint, error)` as the control's aria-describedby.
 */
export function LabelledField({ id, label, hint, error, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The aria-describedby of a LabelledField's control: its hint when there is one, then its error when shown. */
export const fieldDescribedBy = (id: string, hint: ReactNode, error: string | null | undefined) =>
  describedBy(hint ? `${id}-hint` : null, error && `${id}-error`);

/**
 * A LabelledField around a text-like input: the input takes the id, the field's look, and is marked invalid and
 * described by its hint and error; every other input attribute passes through.
 */
export function LabelledInput({
  id,
  label,
  hint,
  error,
  ...input
}: Omit<Props, 'children'> & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={INPUT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        {...input}
      />
    </LabelledField>
  );
}
