import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { saveContact } from '../api/save-proposal.ts';
import {
  contactFields,
  contactKeyOfPath,
  contactPrefill,
  contactSchema,
  toContactDetails,
} from '../lib/contact-fields.ts';
import { useFieldText } from '../hooks/use-field-text.ts';
import { useKeepTyped, type StepInput } from '../hooks/use-step-input.ts';
import { NS } from '../i18n.ts';
import { useKeptRefusals } from '../../../shared/form/kept-refusals.ts';
import { RhfFormFields, focusFirstError, type TextValues } from '../../../shared/form/rhf-form-fields.tsx';
import { keepFocus } from './keep-focus.ts';
import { StepCard } from '../../../shared/ui/step-card.tsx';
import { BackAndContinue } from './continue-button.tsx';

type Props = StepInput & { focusTitle: boolean; onBack: () => void };

/**
 * docs/product/proposal-kyc.md §2 "Contact screen": the enabled contact fields; city, state and pincode read-only from
 * the pre-quote.
 */
export function ContactStep({ journeyId, config, data, update, user, focusTitle, onBack, onSaved }: Props) {
  const { t } = useTranslation(NS);
  const fieldText = useFieldText();
  const fields = useMemo(() => contactFields(config), [config]);
  const prefill = useMemo(() => contactPrefill(config, user), [config, user]);
  const formEl = useRef<HTMLFormElement>(null);
  const refusals = useKeptRefusals(
    zodResolver(contactSchema(fields), undefined, { raw: true }) as Resolver<TextValues>,
  );
  const form = useForm<TextValues>({
    resolver: refusals.resolver,
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
  // What is typed is kept in the journey data (session storage) as it is typed (docs/product/proposal-kyc.md §2).
  useKeepTyped(form.subscribe, update, 'contact');

  const save = async (values: TextValues) => {
    try {
      await saveContact(journeyId, user?.user_id ?? null, toContactDetails(fields, values));
      update((d) => ({ ...d, contact: values }));
      onSaved();
    } catch (err) {
      // docs/product/proposal-kyc.md §8: a contact save error is logged; the step does not advance.
      console.error('Contact save failed', err);
      if (err instanceof ApiError && err.status === 400) {
        const mapped = Object.fromEntries(
          Object.entries(err.fields).map(([path, message]) => [contactKeyOfPath(path), message]),
        );
        refusals.keep(values, mapped);
        for (const [key, message] of Object.entries(mapped)) form.setError(key, { message });
        focusFirstError(formEl.current, fields, mapped);
      }
    }
  };
  const submit = (e: FormEvent) =>
    form.handleSubmit(save, (errors) => focusFirstError(formEl.current, fields, errors))(e);
  const saving = form.formState.isSubmitting;

  return (
    <StepCard title={t('contact.title')} titleId="contact-title" focusTitle={focusTitle}>
      <p className="mt-2 text-sm text-slate-600">{t('contact.intro')}</p>
      <form ref={formEl} onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-6">
        <RhfFormFields form={form} idPrefix="contact" fields={fieldText.domain(fields)} />
        <BackAndContinue onBack={onBack} type="submit" onMouseDown={keepFocus} saving={saving} />
      </form>
    </StepCard>
  );
}
