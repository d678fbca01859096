import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownTrigger, OptionList, OptionRow } from '../../../shared/ui/dropdown.tsx';
import { NS } from '../i18n.ts';

type Props<V extends string> = {
  label: string;
  summary: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  /** Called with the ticks when Apply is pressed. */
  onChange: (value: V[]) => void;
};

/**
 * Issue 17: a multi-select filter (insurers, room rent) whose ticks apply together with "Apply", so one new quote
 * request follows the choice instead of one per tick; closing the popup any other way leaves the filter as it was.
 */
export function MultiSelectFilter<V extends string>({ label, summary, options, value, onChange }: Props<V>) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<readonly V[]>(value);
  const openChange = (next: boolean) => {
    if (next) setDraft(value);
    setOpen(next);
  };
  const toggle = (v: V) => setDraft((d) => (d.includes(v) ? d.filter((x) => x !== v) : [...d, v]));
  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <DropdownTrigger label={label} summary={summary} open={open} />
      <Popover.Content
        align="start"
        sideOffset={4}
        aria-label={label}
        className="z-20 flex max-h-96 w-64 max-w-[calc(100vw-2rem)] flex-col rounded-xl border border-slate-200 bg-white shadow-lg"
      >
        <fieldset className="min-h-0 overflow-auto p-2">
          <legend className="sr-only">{label}</legend>
          <OptionList>
            {options.map((o) => (
              <OptionRow
                key={o.value}
                type="checkbox"
                label={o.label}
                checked={draft.includes(o.value)}
                onChange={() => toggle(o.value)}
              />
            ))}
          </OptionList>
        </fieldset>
        <div className="flex items-center justify-between gap-2 border-t border-slate-100 p-2">
          <button
            type="button"
            onClick={() => setDraft([])}
            className="min-h-11 px-2 text-sm font-semibold text-brand-700 underline"
          >
            {t('filters.clear')}
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onChange([...draft]);
            }}
            className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('filters.apply')}
          </button>
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}
