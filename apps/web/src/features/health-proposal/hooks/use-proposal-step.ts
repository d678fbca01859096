import { useCallback, useState } from 'react';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { startStep, type ProposalStep } from '../lib/proposal-steps.ts';

/** The proposal's current step, kept in session storage as journeyStep (docs/product/proposal-kyc.md §2, §4). */
export function useProposalStep(authenticated: boolean) {
  const [step, setStep] = useState<ProposalStep>(() => {
    const first = startStep(authenticated, sessionStore.get('journeyStep'));
    sessionStore.set('journeyStep', first);
    return first;
  });
  // Whether the buyer moved here in this page view, so the new step's title takes focus (not on load).
  const [moved, setMoved] = useState(false);
  const goTo = useCallback((next: ProposalStep) => {
    sessionStore.set('journeyStep', next);
    setStep(next);
    setMoved(true);
    window.scrollTo({ top: 0 });
  }, []);
  return { step, moved, goTo };
}
