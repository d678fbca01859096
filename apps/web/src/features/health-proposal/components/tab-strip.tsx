import * as RadixTabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';
import { tabText, type JourneyMember, type ProposalTab } from '../lib/member-tabs.ts';

type Props = {
  tabs: readonly ProposalTab[];
  /** The journey's members, whose relations name the tabs. */
  members: readonly JourneyMember[];
  completed: ReadonlySet<string>;
};

/**
 * docs/product/proposal-kyc.md §2's side strip of tabs, inside the step's Radix Tabs root, in the journey's order
 * (issue 48: they no longer move as each is opened). The root uses manual activation: arrow keys only move focus and
 * Enter or Space opens a tab, which saves nothing until the buyer asks.
 */
export function TabStrip({ tabs, members, completed }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <RadixTabs.List
      aria-label={t('tabs.people')}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
    >
      {tabs.map((tab) => {
        const done = completed.has(tab.id);
        return (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className={`group flex min-h-11 shrink-0 items-center justify-between gap-3 rounded-xl border px-4 py-2 text-left text-sm font-semibold data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white lg:w-full ${
              done
                ? 'border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600'
            }`}
          >
            <span>{tabText(tab, members, { t, td }).label}</span>
            {done && (
              <span aria-hidden="true" className="text-brand-700 group-data-[state=active]:text-white">
                ✓
              </span>
            )}
          </RadixTabs.Trigger>
        );
      })}
    </RadixTabs.List>
  );
}
