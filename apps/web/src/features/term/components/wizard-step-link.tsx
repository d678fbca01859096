import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { writeWizardStep } from '../hooks/term-storage.ts';
import type { TermStep } from '../lib/wizard-rules.ts';

/** A link back into the wizard that opens it at the step whose answer the buyer wants to change. */
export function WizardStepLink({
  step,
  className,
  children,
}: {
  step: TermStep;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to="/term-insurance" onClick={() => writeWizardStep(step)} className={className}>
      {children}
    </Link>
  );
}
