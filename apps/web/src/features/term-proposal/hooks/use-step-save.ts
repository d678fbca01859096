import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { saveTermPart, savedPart, type SavedStep, type StepWire } from '../api/term-journey.ts';
import type { StepProps } from '../components/step-props.ts';
import { NS } from '../i18n.ts';

/**
 * Sends one step's answers (after `toWire`, where the wire wants them otherwise) and moves on to the step the
 * server names. A 400 names fields by path under the request's part ('life_assured.pan_number'): each message goes
 * back on its field; anything else is shown above the button, in the server's words when it gave some. Returns
 * what the step's StepForm takes, so each step wires its title focus, Back, submit, busy state and problem the same
 * way.
 */
export function useStepSave<S extends SavedStep, T extends FieldValues>(
  step: S,
  form: UseFormReturn<T, unknown, StepWire[S]>,
  { journeyId, focusTitle, onBack, onSaved }: Omit<StepProps, 'details' | 'user'>,
  toWire: (answers: StepWire[S]) => StepWire[S] = (answers) => answers,
) {
  const { t } = useTranslation(NS);
  const [problem, setProblem] = useState<string | null>(null);
  const part = savedPart(step);
  const save = async (answers: StepWire[S]) => {
    setProblem(null);
    try {
      const saved = await saveTermPart(step, journeyId, toWire(answers));
      onSaved(saved.journey_step);
    } catch (err) {
      console.error('Term proposal save failed', err);
      if (!(err instanceof ApiError)) return setProblem(t('saveFailed'));
      const placed = Object.entries(err.fields).filter(([path]) => path.startsWith(`${part}.`));
      for (const [path, message] of placed) form.setError(path.slice(part.length + 1) as Path<T>, { message });
      if (placed.length === 0) setProblem(err.message || t('saveFailed'));
    }
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => void form.handleSubmit(save)(e);
  return { focusTitle, onBack, onSubmit, submitting: form.formState.isSubmitting, problem };
}
