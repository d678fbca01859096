import { TERM_PROPOSAL_STEPS, type TermProposalStep } from '@kavach/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useSessionUser } from '../../../shared/auth/use-session-user.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { OtpStep } from '../../../shared/otp/otp-step.tsx';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { ReviewNotice } from '../../../shared/ui/review-notice.tsx';
import { StepProgress } from '../../../shared/ui/step-progress.tsx';
import { termJourneyQuery } from '../api/term-journey.ts';
import { TERM_STEP_LABELS, openingStep, previousStep, termReviewUrl } from '../lib/term-steps.ts';
import { ContactStep } from './contact-step.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { LifeAssuredStep } from './life-assured-step.tsx';
import { LifestyleStep } from './lifestyle-step.tsx';
import { NomineesStep } from './nominees-step.tsx';
import { TermProposalSummary } from './term-proposal-summary.tsx';

const LABELS = TERM_PROPOSAL_STEPS.map((s) => TERM_STEP_LABELS[s]);

/** Issue 15: the term proposal, sign-in first, then life assured to documents; it resumes at the server's step. */
export function TermProposalPage({ journeyId }: { journeyId: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, signIn, signOut } = useSessionUser();
  // Signed in, and past the OTP screen's one-second VERIFIED pause.
  const [verified, setVerified] = useState(user !== null);
  const details = useQuery({ ...termJourneyQuery(journeyId), enabled: verified && user !== null });
  const [chosen, setChosen] = useState<TermProposalStep | null>(null);
  const [moved, setMoved] = useState(false);
  // A step opens on the journey as read after the last save, so its form starts from what was saved.
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => sessionStore.set('journey_id', journeyId), [journeyId]);
  // The login is gone on the server (expired, or replaced in another tab): sign in again.
  const unauthorised = details.error instanceof ApiError && details.error.status === 401;
  useEffect(() => {
    if (unauthorised) signOut();
  }, [unauthorised, signOut]);

  const reached = details.data?.journey_step;
  const step = chosen ?? (reached ? openingStep(reached, params.get('step')) : null);
  useEffect(() => {
    if (step === 'REVIEW') void navigate(termReviewUrl(journeyId), { replace: chosen === null });
  }, [step, chosen, journeyId, navigate]);

  const goTo = (next: TermProposalStep) => {
    setChosen(next);
    setMoved(true);
    setRefreshing(true);
    // The saved part changes the journey (its step, the underwriting and so the premium): read it again.
    void queryClient
      .invalidateQueries({ queryKey: termJourneyQuery(journeyId).queryKey })
      .finally(() => setRefreshing(false));
    window.scrollTo({ top: 0 });
  };

  let body;
  if (!verified || user === null) {
    body = <OtpStep initialName="" focusTitle={moved} onSignedIn={signIn} onVerified={() => setVerified(true)} />;
  } else if (details.error && !unauthorised) {
    const notFound = details.error instanceof ApiError && details.error.status === 404;
    return (
      <ReviewNotice
        title={notFound ? 'We could not find this proposal' : 'Your proposal could not be loaded'}
        text={
          notFound
            ? 'It may belong to another account, or the link may be incomplete. You can start again from a new quote.'
            : 'Please check your connection and reload the page.'
        }
        to="/term-insurance"
        linkText="Get term quotes"
      />
    );
  } else if (!details.data || !step || step === 'REVIEW' || refreshing) {
    body = <LoadingDots label="Loading your proposal" />;
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
          <h1 className="mb-4 text-2xl font-bold text-slate-900">Complete your term life proposal</h1>
          <StepProgress labels={LABELS} current={step ? TERM_PROPOSAL_STEPS.indexOf(step) : 0} />
        </div>
        {body}
      </div>
    </div>
  );
}
