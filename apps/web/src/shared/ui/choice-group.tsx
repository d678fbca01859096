import { useId, type ReactNode } from 'react';

// Radio and checkbox groups as a fieldset with a legend (docs/decisions.md §5: labelled, keyboard usable). The
// native inputs stay visible inside a large tappable card, so arrow keys, Space and screen readers work
// exactly as the browser intends, and the global :focus-visible ring lands on the input itself.

export type Choice<V extends string> = { readonly value: V; readonly label: string };

type GroupProps<V extends string> = {
  legend: ReactNode;
  choices: readonly Choice<V>[];
  /** Grid classes for the options, e.g. 'grid-cols-2'. */
  layout?: string;
  legendClassName?: string;
  disabled?: boolean;
};

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800';
const INPUT = 'h-4 w-4 shrink-0 accent-brand-700';
const LEGEND = 'mb-2 text-sm font-semibold text-slate-900';

/**
 * The fieldset both groups share: the legend, then one tappable card per choice around its native input — radios
 * under one name, or checkboxes.
 */
function ChoiceFieldset<V extends string>({
  legend,
  choices,
  layout,
  legendClassName = LEGEND,
  disabled,
  type,
  name,
  isChecked,
  onPick,
}: GroupProps<V> & {
  layout: string;
  type: 'radio' | 'checkbox';
  name?: string;
  isChecked: (value: V) => boolean;
  onPick: (value: V, checked: boolean) => void;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={`grid gap-3 ${layout}`}>
        {choices.map((choice) => (
          <label key={choice.value} className={OPTION}>
            <input
              type={type}
              name={name}
              value={choice.value}
              checked={isChecked(choice.value)}
              onChange={(e) => onPick(choice.value, e.target.checked)}
              className={INPUT}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RadioGroup<V extends string>({
  value,
  onChange,
  layout = 'grid-cols-2',
  ...group
}: GroupProps<V> & { value: V | '' | null; onChange: (value: V) => void }) {
  const name = useId();
  return (
    <ChoiceFieldset
      {...group}
      layout={layout}
      type="radio"
      name={name}
      isChecked={(v) => value === v}
      onPick={(v) => onChange(v)}
    />
  );
}

export function CheckboxGroup<V extends string>({
  values,
  onChange,
  layout = 'grid-cols-1 sm:grid-cols-2',
  ...group
}: GroupProps<V> & { values: readonly V[]; onChange: (values: V[]) => void }) {
  // Kept in the order of the choices, so the stored list does not depend on the order of clicks.
  const toggle = (value: V, on: boolean) =>
    onChange(group.choices.map((c) => c.value).filter((v) => (v === value ? on : values.includes(v))));
  return (
    <ChoiceFieldset {...group} layout={layout} type="checkbox" isChecked={(v) => values.includes(v)} onPick={toggle} />
  );
}
