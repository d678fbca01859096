import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type Tab = { id: string; label: string; panel: ReactNode };

/** Plan detail tabs on Radix: arrow keys, Home/End and the tab order come with it (WAI-ARIA tabs). */
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
  return (
    <RadixTabs.Root value={active} onValueChange={onChange}>
      <RadixTabs.List aria-label={label} className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1">
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.id}
            value={t.id}
            className="shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.id} value={t.id} className="pt-4">
          {t.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
