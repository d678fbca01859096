import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RhfFormFields } from '../../../shared/form/rhf-form-fields.tsx';
import type { FormValues } from '../../../shared/form/form-types.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { useFieldText } from '../hooks/use-field-text.ts';
import { useMemberNominee, type MemberNomineeInput } from '../hooks/use-member-nominee.ts';
import { NS } from '../i18n.ts';
import { tabText } from '../lib/member-tabs.ts';
import { NomineeForm } from './nominee-form.tsx';
import { QuotedMembersNotice } from './quoted-members-notice.tsx';
import { TITLE_FOCUS } from '../../../shared/ui/step-card.tsx';
import { TabForm } from './tab-form.tsx';
import { TabStrip } from './tab-strip.tsx';

type Props = MemberNomineeInput & { focusTitle: boolean };

/** docs/product/proposal-kyc.md §2 "Member and nominee step": a strip of tabs beside the form of the open one. */
export function MemberNomineeStep({ focusTitle, ...input }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const fieldText = useFieldText();
  const step = useMemberNominee(input);
  const { tab } = step;
  const members = input.config.members;
  const heading = useRef<HTMLHeadingElement>(null);
  // The title takes focus whenever another tab opens in this page view, so the new form is announced.
  const [opened, setOpened] = useState(focusTitle);
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [tab.id, opened]);

  const select = (id: string) => {
    setOpened(true);
    step.setActive(id);
  };
  // A valid form lets the next tab's title take focus.
  const submit = async (values: FormValues) => {
    setOpened(true);
    await step.submit(values);
  };

  return (
    <RadixTabs.Root
      value={tab.id}
      onValueChange={select}
      activationMode="manual"
      orientation="vertical"
      aria-label={t('tabs.step')}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-8"
      asChild
    >
      <section>
        <TabStrip tabs={step.tabs} members={members} completed={step.completed} />
        <RadixTabs.Content value={tab.id} className="mt-5 min-w-0 lg:mt-0">
          <h2 ref={heading} tabIndex={-1} style={TITLE_FOCUS} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {tabText(tab, members, { t, td }).title}
          </h2>
          {tab.member && <QuotedMembersNotice members={members} />}
          <TabForm
            key={tab.id}
            fields={step.fieldsOf(tab)}
            schema={step.schemaOf(tab)}
            defaultValues={step.valuesOf(tab.id)}
            pending={step.pending}
            onShown={() => step.shown(tab.id)}
            onValues={step.keep}
            onValid={submit}
          >
            {(form) =>
              tab.kind === 'nominee' ? (
                <NomineeForm form={form} fields={step.nominee} />
              ) : (
                <RhfFormFields form={form} idPrefix={tab.id} fields={fieldText.keyed(step.fieldsOf(tab))} />
              )
            }
          </TabForm>
        </RadixTabs.Content>
      </section>
    </RadixTabs.Root>
  );
}
