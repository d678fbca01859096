import type { TJourneyConfigResponse } from '@kavach/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { saveContact } from '../api/save-proposal.ts';
import {
  contactFieldError,
  contactFields,
  contactKeyOfPath,
  contactPrefill,
  toContactDetails,
  validateContact,
} from '../lib/contact-fields.ts';
import { withoutErrors, type FieldErrors } from '../../../shared/form/form-types.ts';
import type { JourneyData } from '../lib/journey-data.ts';
import type { SessionUser } from '../../../shared/auth/use-session-user.ts';
import { FormFields } from './form-fields.tsx';
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
  // Read-only fields always show the pre-quote's values, whatever an older visit stored.
  const locked = Object.fromEntries(fields.filter((f) => f.readOnly).map((f) => [f.key, prefill[f.key] ?? '']));
  const values = { ...prefill, ...data.contact, ...locked };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const change = (key: string, value: string) => {
    update((d) => ({ ...d, contact: { ...prefill, ...d.contact, ...locked, [key]: value } }));
    setErrors((e) => withoutErrors(e, [key]));
  };
  const blur = (key: string) => {
    const message = contactFieldError(key, values);
    setErrors((e) =>
      message && !fields.find((f) => f.key === key)?.readOnly ? { ...e, [key]: message } : withoutErrors(e, [key]),
    );
  };
  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((f) => found[f.key]);
    if (first) form.current?.querySelector<HTMLElement>(`[data-field="${first.key}"] input`)?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSaving(true);
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
        setErrors(mapped);
        focusFirst(mapped);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <StepCard title="Please provide your contact details" titleId="contact-title" focusTitle={focusTitle}>
      <p className="mt-2 text-sm text-slate-600">
        City, state and pincode come from your quote; to change them, start a new quote.
      </p>
      <form ref={form} onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-6">
        <FormFields
          idPrefix="contact"
          fields={fields}
          values={values}
          errors={errors}
          onChange={change}
          onBlur={blur}
        />
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
