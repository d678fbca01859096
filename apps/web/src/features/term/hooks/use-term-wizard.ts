import { useEffect, useRef, useState } from 'react';
import { DEFAULT_TERM_DETAILS, type TermDetails } from '../lib/term-details.ts';
import { nextStep, previousStep, resumeStep, type TermStep } from '../lib/wizard-rules.ts';
import { readTermDetails, readWizardStep, writeTermDetails, writeWizardStep } from './term-storage.ts';

/**
 * The wizard's step and answers (docs/product/review-payment-term-bike.md §4.12), resumed from storage on load. The
 * answers are written only when a step is continued, so merely visiting the page never replaces a health pre-quote
 * record.
 */
export function useTermWizard() {
  const [state, setState] = useState(() => {
    const stored = readTermDetails();
    return { details: stored ?? DEFAULT_TERM_DETAILS, step: resumeStep(readWizardStep(), stored) };
  });
  // Two handlers may run before a re-render; the ref always holds the latest answers.
  const latest = useRef(state.details);

  useEffect(() => writeWizardStep(state.step), [state.step]);

  return {
    step: state.step,
    details: state.details,
    /** Saves this step's answer and moves on; the last step saves without moving (the quote is next). */
    continueWith: (update: (details: TermDetails) => TermDetails): TermDetails => {
      const step: TermStep = state.step === 6 ? 6 : nextStep(state.step);
      const details = { ...update(latest.current), step };
      latest.current = details;
      writeTermDetails(details);
      setState({ details, step });
      return details;
    },
    back: () => setState((s) => ({ ...s, step: previousStep(s.step) })),
    /** The summary's Edit: back to an earlier step, keeping the answers. */
    goTo: (step: TermStep) => setState((s) => (step < s.step ? { ...s, step } : s)),
  };
}
