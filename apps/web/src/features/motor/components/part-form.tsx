import type { MotorProposalStep, TMotorJourneyDetailsResponse } from '@kavach/domain';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { FormField } from '../../../shared/form/form-field.tsx';
import type { FormValues } from '../../../shared/form/form-types.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';
import { saveMotorPart } from '../api/motor-journey.ts';
import { fieldErrorsOf, type ProposalPart } from '../lib/proposal-parts.ts';

const SAVE_FAILED = 'Your details could not be saved. Please check your connection and try again.';

type Props = {
  part: ProposalPart;
  details: TMotorJourneyDetailsResponse;
  focusTitle: boolean;
  onBack?: (() => void) | undefined;
  onSaved: (next: MotorProposalStep) => void;
};

/** One part of the motor proposal, checked with the domain's schema before it is sent and again by the API. */
export function PartForm({ part, details, focusTitle, onBack, onSaved }: Props) {
  const fields = part.fields(details);
  const [values, setValues] = useState<FormValues>(() => part.initial(details));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setProblem(null);
    const wire = part.toWire(values, details);
    const checked = part.schema.safeParse(wire);
    if (!checked.success) {
      const found = fieldErrorsOf(checked.error.issues);
      setErrors(found);
      const first = fields.find((f) => found[f.key]);
      if (first) document.getElementById(`motor-${part.key}-${first.key}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveMotorPart(part.key, details.journey_id, wire);
      onSaved(saved.journey_step);
    } catch (err) {
      console.error('Motor proposal save failed', err);
      if (err instanceof ApiError) {
        const prefix = `${part.key}.`;
        const placed = Object.entries(err.fields).filter(([path]) => path.startsWith(prefix));
        if (placed.length > 0)
          setErrors(
            fieldErrorsOf(placed.map(([path, message]) => ({ path: path.slice(prefix.length).split('.'), message }))),
          );
        else setProblem(err.message || SAVE_FAILED);
      } else setProblem(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <StepForm
      title={part.title}
      titleId={`motor-${part.key}-title`}
      intro={part.intro}
      focusTitle={focusTitle}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onBack={onBack}
      submitting={saving}
      problem={problem}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.key}
            field={field}
            id={`motor-${part.key}-${field.key}`}
            value={values[field.key] ?? ''}
            error={errors[field.key]}
            onChange={(value) => {
              setValues((v) => ({ ...v, [field.key]: value }));
              setErrors(({ [field.key]: _cleared, ...rest }) => rest);
            }}
            onBlur={() => undefined}
          />
        ))}
      </div>
    </StepForm>
  );
}
