import type { MotorProposalStep, TMotorJourneyDetailsResponse } from '@kavach/domain';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { FormField } from '../../../shared/form/form-field.tsx';
import type { FormValues } from '../../../shared/form/form-types.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { BackButton, StepCard } from '../../../shared/ui/step-card.tsx';
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
    <StepCard title={part.title} titleId={`motor-${part.key}-title`} focusTitle={focusTitle}>
      <p className="mt-2 text-sm text-slate-600">{part.intro}</p>
      <form
        className="mt-6 space-y-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
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
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          {onBack ? <BackButton onClick={onBack} /> : <span />}
          <Button type="submit" disabled={saving} aria-busy={saving} className="w-full sm:w-auto sm:min-w-48">
            {saving ? 'Saving…' : 'Save and continue'}
          </Button>
        </div>
      </form>
    </StepCard>
  );
}
