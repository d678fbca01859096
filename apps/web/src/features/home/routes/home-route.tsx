import { INSURANCE_FOR, type InsuranceFor } from '@kavach/domain/constants/insurance-for';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { localStore, sessionStore } from '../../../shared/lib/storage.ts';
import { Solutions } from '../components/solutions.tsx';
import { StepOne } from '../components/step-one.tsx';
import { StepTwo } from '../components/step-two.tsx';

function storedChoice(): InsuranceFor | null {
  const stored = sessionStore.get('insuranceFor');
  return INSURANCE_FOR.find((choice) => choice === stored) ?? null;
}

/**
 * docs/product/quotes.md §2: step one picks who is insured; with insuranceFor already stored the page opens at step
 * two.
 */
export default function HomeRoute() {
  // Every navigation to / (the logo, which clears storage first) starts the page afresh.
  return <Home key={useLocation().key} />;
}

function Home() {
  const [choice, setChoice] = useState<InsuranceFor | null>(storedChoice);

  const choose = (next: InsuranceFor) => {
    sessionStore.set('insuranceFor', next);
    setChoice(next);
    window.scrollTo({ top: 0 });
  };
  const back = () => {
    sessionStore.remove('insuranceFor');
    setChoice(null);
  };
  // docs/product/quotes.md §2: choosing Life or Health clears any stored preQuoteDetails first.
  const pick = (clearsPreQuote: boolean) => {
    if (clearsPreQuote) localStore.remove('preQuoteDetails');
  };

  return (
    <>
      {choice ? <StepTwo choice={choice} onBack={back} onPick={pick} /> : <StepOne onChoose={choose} />}
      <Solutions
        onHelp={() => {
          back();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}
