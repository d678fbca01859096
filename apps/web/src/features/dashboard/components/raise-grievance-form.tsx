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
import { Button } from '../../../shared/ui/button.tsx';
import { INPUT_CLASS } from '../../../shared/ui/field-styles.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { LabelledField, fieldDescribedBy } from '../../../shared/ui/labelled-field.tsx';

const CATEGORY_OPTIONS = toOptions(GRIEVANCE_CATEGORIES, GRIEVANCE_CATEGORY_LABELS);
const DESCRIPTION_HINT = 'Dates, amounts and what you would like us to do help us answer sooner.';

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
    'aria-describedby': fieldDescribedBy(`complaint-${name}`, hint, errors[name]?.message),
    className: INPUT_CLASS,
    ...form.register(name),
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4">
      <LabelledField id="complaint-journey_id" label="Policy or purchase" error={errors.journey_id?.message}>
        <NativeSelect
          {...field('journey_id')}
          options={about.map((a) => ({ value: a.journey_id, label: a.label }))}
          placeholder="Choose a policy or purchase"
        />
      </LabelledField>
      <LabelledField id="complaint-category" label="What is it about?" error={errors.category?.message}>
        <NativeSelect
          {...field('category')}
          defaultValue=""
          options={CATEGORY_OPTIONS}
          placeholder="Choose one"
          placeholderDisabled
        />
      </LabelledField>
      <LabelledField id="complaint-subject" label="Subject" error={errors.subject?.message}>
        <input type="text" maxLength={GRIEVANCE_LIMITS.subjectMax} {...field('subject')} />
      </LabelledField>
      <LabelledField
        id="complaint-description"
        label="What happened"
        hint={DESCRIPTION_HINT}
        error={errors.description?.message}
      >
        <textarea rows={5} maxLength={GRIEVANCE_LIMITS.descriptionMax} {...field('description', DESCRIPTION_HINT)} />
      </LabelledField>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send complaint'}
        </Button>
      </div>
    </form>
  );
}
