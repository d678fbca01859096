import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

// WAI-ARIA tabs shared by plan detail views (the same behaviour as the health plan detail's tabs).

export type Tab = { id: string; label: string; panel: ReactNode };

/** WAI-ARIA tabs: arrow keys move between tabs, Home/End jump, only the active tab is in the tab order. */
export function Tabs({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: Tab[];
  active: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === active),
  );
  const move = (to: number) => {
    const tab = tabs[(to + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    refs.current[tab.id]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const to = keys[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKey}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            role="tab"
            type="button"
            id={`${base}-${t.id}-tab`}
            aria-selected={t.id === active}
            aria-controls={`${base}-${t.id}-panel`}
            tabIndex={t.id === active ? 0 : -1}
            onClick={() => onChange(t.id)}
            className={`shrink-0 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${t.id === active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-${t.id}-panel`}
          aria-labelledby={`${base}-${t.id}-tab`}
          hidden={t.id !== active}
          tabIndex={0}
          className="pt-4"
        >
          {t.id === active && t.panel}
        </div>
      ))}
    </div>
  );
}
