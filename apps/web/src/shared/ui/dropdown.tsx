import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

// spec 1 §9 / spec 2 §9: a dropdown closes 150 ms after a choice, so the tick on the chosen item is seen.
const CLOSE_DELAY_MS = 150;

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

/** A filter dropdown: a button and a popup of radios (single) or checkboxes (multiple), keyboard usable. */
export function Dropdown<V extends string | number | null>(props: Props<V>) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (value: V) => {
    if (props.multiple) {
      const set = props.value.includes(value) ? props.value.filter((v) => v !== value) : [...props.value, value];
      props.onChange(set);
    } else {
      props.onChange(value);
      closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
    }
  };
  const checked = (value: V) => (props.multiple ? props.value.includes(value) : props.value === value);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-popup`}
        onClick={() => setOpen((o) => !o)}
        className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border bg-white px-3 py-2 text-left text-sm ${open ? 'border-brand-600' : 'border-slate-300'}`}
      >
        <span className="min-w-0">
          <span className="block text-xs text-slate-500">{props.label}</span>
          <span className="block truncate font-medium text-slate-900">{props.summary}</span>
        </span>
        <span aria-hidden="true" className="text-slate-500">
          ▾
        </span>
      </button>
      {open && (
        <div
          id={`${id}-popup`}
          className={`absolute left-0 z-20 mt-1 max-h-80 max-w-[calc(100vw-2rem)] overflow-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg ${props.popupClassName ?? 'w-64'}`}
        >
          <fieldset>
            <legend className="sr-only">{props.label}</legend>
            <OptionList>
              {props.options.map((o) => (
                <label
                  key={String(o.value)}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:bg-brand-50"
                >
                  <input
                    type={props.multiple ? 'checkbox' : 'radio'}
                    name={`${id}-option`}
                    checked={checked(o.value)}
                    onChange={() => choose(o.value)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  <span>{o.label}</span>
                </label>
              ))}
            </OptionList>
          </fieldset>
        </div>
      )}
    </div>
  );
}

function OptionList({ children }: { children: ReactNode }) {
  return <div className="grid gap-0.5">{children}</div>;
}
