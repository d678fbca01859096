import { DROPDOWN_CLOSE_DELAY_MS } from '@kavach/domain';
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

// The caret is decoration (aria-hidden): a glyph, not a text to translate.
const CARET = '▾';

type Option<V> = { value: V; label: string };

type Props<V> = {
  label: string;
  /** What the closed button shows. */
  summary: string;
  options: readonly Option<V>[];
  popupClassName?: string;
} & (
  | { multiple?: false; value: V; onChange: (value: V) => void }
  | { multiple: true; value: readonly V[]; onChange: (value: V[]) => void }
);

/**
 * A filter dropdown on Radix Popover (outside click, Escape, focus into the popup and back come with it): a
 * button and a popup of radios (single) or checkboxes (multiple). `popupClassName="w-full"` matches the button.
 */
export function Dropdown<V extends string | number | null>(props: Props<V>) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (value: V) => {
    if (props.multiple) {
      const set = props.value.includes(value) ? props.value.filter((v) => v !== value) : [...props.value, value];
      props.onChange(set);
    } else {
      props.onChange(value);
      closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
    }
  };
  const checked = (value: V) => (props.multiple ? props.value.includes(value) : props.value === value);
  const width =
    props.popupClassName === 'w-full' ? 'w-[var(--radix-popover-trigger-width)]' : (props.popupClassName ?? 'w-64');

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <DropdownTrigger label={props.label} summary={props.summary} open={open} />
      <Popover.Content
        align="start"
        sideOffset={4}
        aria-label={props.label}
        className={`z-20 max-h-80 max-w-[calc(100vw-2rem)] overflow-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg ${width}`}
      >
        <fieldset>
          <legend className="sr-only">{props.label}</legend>
          <OptionList>
            {props.options.map((o) => (
              <OptionRow
                key={String(o.value)}
                type={props.multiple ? 'checkbox' : 'radio'}
                name={`${id}-option`}
                label={o.label}
                checked={checked(o.value)}
                onChange={() => choose(o.value)}
              />
            ))}
          </OptionList>
        </fieldset>
      </Popover.Content>
    </Popover.Root>
  );
}

// The trigger, the list and its rows are exported for a popover that acts otherwise (the quote list's
// multi-select, which applies its ticks together), so every filter button and option looks and reads the same.

/** The closed filter: its label above what is chosen, and a caret; the border shows while it is open. */
export function DropdownTrigger({ label, summary, open }: { label: string; summary: string; open: boolean }) {
  return (
    <Popover.Trigger
      className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border bg-white px-3 py-2 text-left text-sm ${open ? 'border-brand-600' : 'border-slate-300'}`}
    >
      <span className="min-w-0">
        <span className="block text-xs text-slate-500">{label}</span>
        <span className="block truncate font-medium text-slate-900">{summary}</span>
      </span>
      <span aria-hidden="true" className="text-slate-500">
        {CARET}
      </span>
    </Popover.Trigger>
  );
}

export function OptionList({ children }: { children: ReactNode }) {
  return <div className="grid gap-0.5">{children}</div>;
}

/** One option of the popup: a radio or a checkbox, the whole row its label. */
export function OptionRow({
  type,
  name,
  label,
  checked,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name?: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:bg-brand-50">
      <input type={type} name={name} checked={checked} onChange={onChange} className="h-4 w-4 accent-brand-700" />
      <span>{label}</span>
    </label>
  );
}
