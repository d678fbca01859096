import { zodResolver } from '@hookform/resolvers/zod';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_LIMITS,
  toOptions,
  ZRaiseGrievanceRequest,
  type TRaiseGrievanceRequest,
} from '@kavach/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { INPUT_CLASS } from '../../../shared/ui/field-styles.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { LabelledField, fieldDescribedBy } from '../../../shared/ui/labelled-field.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

const CATEGORY_OPTIONS = toOptions(GRIEVANCE_CATEGORIES, GRIEVANCE_CATEGORY_LABELS);

export type ComplaintSubject = { journey_id: string; label: string };

/** The complaint form: which policy or purchase, what about, a subject and what happened (the API's own schema). */
export function RaiseGrievanceForm({
  about,
  defaultJourneyId,
  onSubmit,
  onCancel,
  busy,
  error,
}: {
  about: ComplaintSubject[];
  defaultJourneyId?: string | undefined;
  onSubmit: (value: TRaiseGrievanceRequest) => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const descriptionHint = t('complaints.form.descriptionHint');
  // The schema's messages are the domain's English: shown in the page's language.
  const problem = (message: string | undefined) => (message ? td(message) : undefined);
  const form = useForm<TRaiseGrievanceRequest>({
    resolver: zodResolver(ZRaiseGrievanceRequest),
    defaultValues: {
      journey_id: defaultJourneyId ?? (about.length === 1 ? about[0]?.journey_id : ''),
      subject: '',
      description: '',
    },
  });
  const { errors } = form.formState;
  const field = (name: keyof TRaiseGrievanceRequest, hint?: string) => ({
    id: `complaint-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': fieldDescribedBy(`complaint-${name}`, hint, problem(errors[name]?.message)),
    className: INPUT_CLASS,
    ...form.register(name),
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4">
      <LabelledField
        id="complaint-journey_id"
        label={t('complaints.form.journey')}
        error={problem(errors.journey_id?.message)}
      >
        <NativeSelect
          {...field('journey_id')}
          options={about.map((a) => ({ value: a.journey_id, label: a.label }))}
          placeholder={t('complaints.form.chooseJourney')}
        />
      </LabelledField>
      <LabelledField
        id="complaint-category"
        label={t('complaints.form.category')}
        error={problem(errors.category?.message)}
      >
        <NativeSelect
          {...field('category')}
          defaultValue=""
          options={CATEGORY_OPTIONS.map((o) => ({ ...o, label: td(o.label) }))}
          placeholder={t('complaints.form.chooseOne')}
          placeholderDisabled
        />
      </LabelledField>
      <LabelledField
        id="complaint-subject"
        label={t('complaints.form.subject')}
        error={problem(errors.subject?.message)}
      >
        <input type="text" maxLength={GRIEVANCE_LIMITS.subjectMax} {...field('subject')} />
      </LabelledField>
      <LabelledField
        id="complaint-description"
        label={t('complaints.form.description')}
        hint={descriptionHint}
        error={problem(errors.description?.message)}
      >
        <textarea rows={5} maxLength={GRIEVANCE_LIMITS.descriptionMax} {...field('description', descriptionHint)} />
      </LabelledField>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('complaints.form.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('complaints.form.sending') : t('complaints.form.send')}
        </Button>
      </div>
    </form>
  );
}
