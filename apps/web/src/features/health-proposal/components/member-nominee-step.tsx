import type { TJourneyConfigResponse } from '@kavach/domain';
import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import type { JourneyData } from '../lib/journey-data.ts';
import { orderTabs } from '../lib/member-tabs.ts';
import { useMemberNominee } from '../hooks/use-member-nominee.ts';
import type { SessionUser } from '../../../shared/auth/use-session-user.ts';
import { FormFields } from './form-fields.tsx';
import { keepFocus } from './keep-focus.ts';
import { NomineeForm } from './nominee-form.tsx';
import { TITLE_FOCUS } from '../../../shared/ui/step-card.tsx';
import { TabStrip } from './tab-strip.tsx';

type Props = {
  journeyId: string;
  config: TJourneyConfigResponse;
  data: JourneyData;
  update: (change: (d: JourneyData) => JourneyData) => void;
  user: SessionUser | null;
  pincode: string;
  focusTitle: boolean;
  onSaved: () => void;
};

/** spec 2 §2 "Member and nominee step": a strip of tabs beside the form of the open one. */
export function MemberNomineeStep({ focusTitle, ...input }: Props) {
  const step = useMemberNominee(input);
  const { tab } = step;
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The title takes focus whenever another tab opens in this page view, so the new form is announced.
  const [opened, setOpened] = useState(focusTitle);
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [tab.id, opened]);

  const select = (id: string) => {
    setOpened(true);
    step.setActive(id);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = await step.submit();
    const first = Object.keys(errors)[0];
    // An invalid form keeps focus on its first error; a valid one lets the next tab's title take it.
    if (first)
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, select, textarea)`)?.focus();
    else setOpened(true);
  };

  const ordered = orderTabs(step.tabs, tab.id, step.completed);
  return (
    <RadixTabs.Root
      value={tab.id}
      onValueChange={select}
      activationMode="manual"
      orientation="vertical"
      aria-label="Member and nominee details"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-8"
      asChild
    >
      <section>
        <TabStrip tabs={ordered} completed={step.completed} />
        <RadixTabs.Content value={tab.id} className="mt-5 min-w-0 lg:mt-0">
          <h2 ref={heading} tabIndex={-1} style={TITLE_FOCUS} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {tab.title}
          </h2>
          <form ref={form} key={tab.id} onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-6">
            {tab.kind === 'nominee' ? (
              <NomineeForm
                fields={step.nominee}
                values={step.values}
                errors={step.errors}
                onChange={step.change}
                onBlur={step.blur}
              />
            ) : (
              <FormFields
                idPrefix={tab.id}
                fields={step.fieldsOf(tab)}
                values={step.values}
                errors={step.errors}
                onChange={step.change}
                onBlur={step.blur}
              />
            )}
            <Button
              type="submit"
              onMouseDown={keepFocus}
              disabled={step.saving}
              className="w-full sm:w-auto sm:min-w-40"
            >
              {step.saving ? 'Saving…' : 'Continue'}
            </Button>
          </form>
        </RadixTabs.Content>
      </section>
    </RadixTabs.Root>
  );
}
