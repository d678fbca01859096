import type { TermProposalStep } from '@kavach/domain';
import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../shared/api/client.ts';

const SAVE_FAILED = 'Your details could not be saved. Please check your connection and try again.';

/**
 * Sends one step's answers and moves on to the step the server names. A 400 names fields by path under the
 * request's part ('life_assured.pan_number'): each message goes back on its field; anything else is shown above
 * the button, in the server's words when it gave some. Returns what the step's StepForm takes, so each step
 * wires its submit, busy state and problem the same way.
 */
export function useStepSave<T extends FieldValues, W extends FieldValues>(
  part: string,
  form: UseFormReturn<T, unknown, W>,
  send: (wire: W) => Promise<{ journey_step: TermProposalStep }>,
  onSaved: (next: TermProposalStep) => void,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (wire: W) => {
    setProblem(null);
    try {
      const saved = await send(wire);
      onSaved(saved.journey_step);
    } catch (err) {
      console.error('Term proposal save failed', err);
      if (!(err instanceof ApiError)) return setProblem(SAVE_FAILED);
      const placed = Object.entries(err.fields).filter(([path]) => path.startsWith(`${part}.`));
      for (const [path, message] of placed) form.setError(path.slice(part.length + 1) as Path<T>, { message });
      if (placed.length === 0) setProblem(err.message || SAVE_FAILED);
    }
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => void form.handleSubmit(save)(e);
  return { onSubmit, submitting: form.formState.isSubmitting, problem };
}
