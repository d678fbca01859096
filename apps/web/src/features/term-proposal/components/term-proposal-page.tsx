import { TERM_PROPOSAL_STEPS } from '@kavach/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { OtpStep } from '../../../shared/otp/otp-step.tsx';
import { ProposalLoadError } from '../../../shared/proposal/proposal-load-error.tsx';
import { useProposalJourney } from '../../../shared/proposal/use-proposal-journey.ts';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { StepProgress } from '../../../shared/ui/step-progress.tsx';
import { termJourneyQuery } from '../api/term-journey.ts';
import { NS } from '../i18n.ts';
import { TERM_STEP_LABELS, openingStep, previousStep, termReviewUrl } from '../lib/term-steps.ts';
import { ContactStep } from './contact-step.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { LifeAssuredStep } from './life-assured-step.tsx';
import { LifestyleStep } from './lifestyle-step.tsx';
import { NomineesStep } from './nominees-step.tsx';
import { TermProposalSummary } from './term-proposal-summary.tsx';

/** Issue 15: the term proposal, sign-in first, then life assured to documents; it resumes at the server's step. */
export function TermProposalPage({ journeyId }: { journeyId: string }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, signIn, signedIn, onVerified, details, loadError, chosen, moved, refreshing, goTo } =
    useProposalJourney(journeyId, TERM_PROPOSAL_STEPS, termJourneyQuery(journeyId));

  const reached = details.data?.journey_step;
  const step = chosen ?? (reached ? openingStep(reached, params.get('step')) : null);
  useEffect(() => {
    if (step === 'REVIEW') void navigate(termReviewUrl(journeyId), { replace: chosen === null });
  }, [step, chosen, journeyId, navigate]);

  let body;
  if (!signedIn || user === null) {
    body = <OtpStep initialName="" focusTitle={moved} onSignedIn={signIn} onVerified={onVerified} />;
  } else if (loadError) {
    return <ProposalLoadError error={loadError} to="/term-insurance" linkText={t('page.getQuotes')} />;
  } else if (!details.data || !step || step === 'REVIEW' || refreshing) {
    body = <LoadingDots label={t('page.loading')} holdsScreen />;
  } else {
    const back = previousStep(step);
    const common = {
      journeyId,
      details: details.data,
      user,
      focusTitle: moved,
      onSaved: goTo,
      onBack: back ? () => goTo(back) : undefined,
    };
    if (step === 'LIFE_ASSURED') body = <LifeAssuredStep key={step} {...common} />;
    else if (step === 'NOMINEES') body = <NomineesStep key={step} {...common} />;
    else if (step === 'CONTACT') body = <ContactStep key={step} {...common} />;
    else if (step === 'LIFESTYLE') body = <LifestyleStep key={step} {...common} />;
    else body = <DocumentsStep key={step} {...common} onDone={() => void navigate(termReviewUrl(journeyId))} />;
  }

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="order-2 lg:order-1">
        <TermProposalSummary details={details.data} />
      </div>
      <div className="order-1 min-w-0 space-y-6 lg:order-2">
        <div>
          <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('page.title')}</h1>
          <StepProgress
            labels={TERM_PROPOSAL_STEPS.map((s) => t(TERM_STEP_LABELS[s]))}
            current={step ? TERM_PROPOSAL_STEPS.indexOf(step) : 0}
          />
        </div>
        {body}
      </div>
    </div>
  );
}
