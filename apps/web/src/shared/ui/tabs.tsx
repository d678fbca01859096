import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** `label` may be a node: a tab's name can be a component that says it in the page's language (coverageTabs). */
export type Tab = { id: string; label: ReactNode; panel: ReactNode };

// Where each key moves the choice, from the chosen tab's index (wrapping at either end).
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Plan detail tabs as WAI-ARIA's tabs pattern with automatic activation: the arrow keys, Home and End move to a tab
 * and show it, and only the chosen tab is in the tab order; only its panel is rendered. Our own rather than Radix's:
 * Radix's tabs brought their roving focus, collection and presence code into the plan page's start-up, and its
 * presence read the computed style of each panel as it mounted, a fifth of the page's script before it could answer
 * a tap on a phone (Lighthouse TBT, issue 42).
 */
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
  const idBase = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const chosen = tabs.find((t) => t.id === active);
  const tabId = (id: string) => `${idBase}-tab-${id}`;
  const panelId = (id: string) => `${idBase}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next =
      tabs[
        move(
          Math.max(
            0,
            tabs.findIndex((t) => t.id === active),
          ),
          tabs.length,
        )
      ];
    if (!next) return;
    onChange(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
      >
        {tabs.map((t) => {
          const selected = t.id === active;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) buttons.current.set(t.id, el);
                else buttons.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={tabId(t.id)}
              aria-selected={selected}
              // Only the chosen tab's panel exists to point at.
              aria-controls={selected ? panelId(t.id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(t.id)}
              className={`shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap hover:text-slate-900 ${selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600'}`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {chosen && (
        <div role="tabpanel" id={panelId(chosen.id)} aria-labelledby={tabId(chosen.id)} tabIndex={0} className="pt-4">
          {chosen.panel}
        </div>
      )}
    </div>
  );
}
