import { zodResolver } from '@hookform/resolvers/zod';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_LIMITS,
  ZRaiseGrievanceRequest,
  type TRaiseGrievanceRequest,
} from '@kavach/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';

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
  const field = (name: keyof TRaiseGrievanceRequest) => ({
    id: `complaint-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `complaint-${name}-error` : undefined,
    className: INPUT_CLASS,
    ...form.register(name),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <div>
        <label htmlFor="complaint-journey_id" className={LABEL_CLASS}>
          Policy or purchase
        </label>
        <select {...field('journey_id')}>
          <option value="">Choose a policy or purchase</option>
          {about.map((a) => (
            <option key={a.journey_id} value={a.journey_id}>
              {a.label}
            </option>
          ))}
        </select>
        <FieldError id="complaint-journey_id-error" message={errors.journey_id?.message} />
      </div>
      <div>
        <label htmlFor="complaint-category" className={LABEL_CLASS}>
          What is it about?
        </label>
        <select {...field('category')} defaultValue="">
          <option value="" disabled>
            Choose one
          </option>
          {GRIEVANCE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {GRIEVANCE_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
        <FieldError id="complaint-category-error" message={errors.category?.message} />
      </div>
      <div>
        <label htmlFor="complaint-subject" className={LABEL_CLASS}>
          Subject
        </label>
        <input type="text" maxLength={GRIEVANCE_LIMITS.subjectMax} {...field('subject')} />
        <FieldError id="complaint-subject-error" message={errors.subject?.message} />
      </div>
      <div>
        <label htmlFor="complaint-description" className={LABEL_CLASS}>
          What happened
        </label>
        <p className={HINT_CLASS}>Dates, amounts and what you would like us to do help us answer sooner.</p>
        <textarea rows={5} maxLength={GRIEVANCE_LIMITS.descriptionMax} {...field('description')} />
        <FieldError id="complaint-description-error" message={errors.description?.message} />
      </div>
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
