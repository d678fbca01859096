import { useRef, type KeyboardEvent } from 'react';
import type { ProposalTab } from '../lib/member-tabs.ts';

type Props = {
  tabs: readonly ProposalTab[];
  active: string;
  completed: ReadonlySet<string>;
  onSelect: (id: string) => void;
  idOf: (tabId: string) => string;
  panelId: string;
};

/**
 * spec 2 §2's side strip of tabs (WAI-ARIA tabs with manual activation). The strip reorders itself
 * (active first), so arrow keys only move focus and Enter or Space opens a tab; moving focus never
 * shuffles the tabs under the keyboard user.
 */
export function TabStrip({ tabs, active, completed, onSelect, idOf, panelId }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    const at = refs.current.findIndex((el) => el === document.activeElement);
    const keys: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = keys[e.key];
    if (to === undefined || at < 0) return;
    e.preventDefault();
    refs.current[(to + tabs.length) % tabs.length]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="People on this proposal"
      onKeyDown={onKey}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
    >
      {tabs.map((tab, i) => {
        const selected = tab.id === active;
        const done = completed.has(tab.id);
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={idOf(tab.id)}
            role="tab"
            type="button"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`flex min-h-11 shrink-0 items-center justify-between gap-3 rounded-xl border px-4 py-2 text-left text-sm font-semibold lg:w-full ${
              selected
                ? 'border-brand-700 bg-brand-700 text-white'
                : done
                  ? 'border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600'
            }`}
          >
            <span>{tab.label}</span>
            {done && (
              <span aria-hidden="true" className={selected ? 'text-white' : 'text-brand-700'}>
                ✓
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
