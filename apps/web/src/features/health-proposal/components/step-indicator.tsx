import { SHELL_STEPS } from '@kavach/domain';
import { SHELL_STEP_LABELS, shellStepOf, type ProposalStep } from '../lib/proposal-steps.ts';

/** The overall steps of the purchase (spec 2 §2: PROPOSAL_DETAILS, MEDICAL_QUESTIONS, KYC_STEP, REVIEW_SUBMIT). */
export function StepIndicator({ step }: { step: ProposalStep }) {
  const current = SHELL_STEPS.indexOf(shellStepOf(step));
  return (
    <nav aria-label="Purchase progress">
      <ol className="grid grid-cols-4 gap-2">
        {SHELL_STEPS.map((s, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li key={s} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <span className={`block h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200' : 'bg-brand-600'}`} aria-hidden="true" />
              <span className={`mt-2 block text-xs leading-tight sm:text-sm ${state === 'current' ? 'font-bold text-slate-900' : state === 'done' ? 'font-medium text-brand-800' : 'text-slate-500'}`}>
                <span className="sr-only">{state === 'done' ? 'Completed: ' : state === 'todo' ? 'Next: ' : ''}</span>
                {SHELL_STEP_LABELS[s]}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
