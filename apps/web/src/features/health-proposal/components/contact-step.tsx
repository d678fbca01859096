import type { TJourneyConfigResponse } from '@kavach/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { saveContact } from '../api/save-proposal.ts';
import {
  contactFields,
  contactKeyOfPath,
  contactPrefill,
  contactSchema,
  toContactDetails,
} from '../lib/contact-fields.ts';
import type { JourneyData } from '../lib/journey-data.ts';
import type { SessionUser } from '../../../shared/auth/use-session-user.ts';
import { RhfFormFields, focusFirstError, type TextValues } from '../../../shared/form/rhf-form-fields.tsx';
import { keepFocus } from './keep-focus.ts';
import { BackButton, StepCard } from '../../../shared/ui/step-card.tsx';

type Props = {
  journeyId: string;
  config: TJourneyConfigResponse;
  data: JourneyData;
  update: (change: (d: JourneyData) => JourneyData) => void;
  user: SessionUser | null;
  focusTitle: boolean;
  onBack: () => void;
  onSaved: () => void;
};

/** spec 2 §2 "Contact screen": the enabled contact fields; city, state and pincode read-only from the pre-quote. */
export function ContactStep({ journeyId, config, data, update, user, focusTitle, onBack, onSaved }: Props) {
  const fields = useMemo(() => contactFields(config), [config]);
  const prefill = useMemo(() => contactPrefill(config, user), [config, user]);
  const formEl = useRef<HTMLFormElement>(null);
  const form = useForm<TextValues>({
    resolver: zodResolver(contactSchema(fields), undefined, { raw: true }) as Resolver<TextValues>,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    // Read-only fields always show the pre-quote's values, whatever an older visit stored.
    defaultValues: {
      ...prefill,
      ...data.contact,
      ...Object.fromEntries(fields.filter((f) => f.readOnly).map((f) => [f.key, prefill[f.key] ?? ''])),
    },
  });
  // What is typed is kept in the journey data (session storage) as it is typed (spec 2 §2).
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => update((d) => ({ ...d, contact: values })),
      }),
    [subscribe, update],
  );

  const save = async (values: TextValues) => {
    try {
      await saveContact(journeyId, user?.user_id ?? null, toContactDetails(fields, values));
      update((d) => ({ ...d, contact: values }));
      onSaved();
    } catch (err) {
      // spec 2 §8: a contact save error is logged; the step does not advance.
      console.error('Contact save failed', err);
      if (err instanceof ApiError && err.status === 400) {
        const mapped = Object.fromEntries(
          Object.entries(err.fields).map(([path, message]) => [contactKeyOfPath(path), message]),
        );
        for (const [key, message] of Object.entries(mapped)) form.setError(key, { message });
        focusFirstError(formEl.current, fields, mapped);
      }
    }
  };
  const submit = (e: FormEvent) =>
    form.handleSubmit(save, (errors) => focusFirstError(formEl.current, fields, errors))(e);
  const saving = form.formState.isSubmitting;

  return (
    <StepCard title="Please provide your contact details" titleId="contact-title" focusTitle={focusTitle}>
      <p className="mt-2 text-sm text-slate-600">
        City, state and pincode come from your quote; to change them, start a new quote.
      </p>
      <form ref={formEl} onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-6">
        <RhfFormFields form={form} idPrefix="contact" fields={fields} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <BackButton onClick={onBack} />
          <Button type="submit" onMouseDown={keepFocus} disabled={saving} className="w-full sm:w-auto sm:min-w-40">
            {saving ? 'Saving…' : 'Continue'}
          </Button>
        </div>
      </form>
    </StepCard>
  );
}
