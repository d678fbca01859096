import { MOTOR_PROPOSAL_STEPS, type MotorProposalStep } from '@kavach/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useSessionUser } from '../../../shared/auth/use-session-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { KycScreen } from '../../../shared/kyc/kyc-screen.tsx';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { OtpStep } from '../../../shared/otp/otp-step.tsx';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { ReviewNotice } from '../../../shared/ui/review-notice.tsx';
import { StepProgress } from '../../../shared/ui/step-progress.tsx';
import { motorJourneyQuery } from '../api/motor-journey.ts';
import { NOMINEE_PART, OWNER_PART, VEHICLE_PART } from '../lib/proposal-parts.ts';
import { MotorReview } from './motor-review.tsx';
import { PartForm } from './part-form.tsx';

const STEP_LABELS: Readonly<Record<MotorProposalStep, string>> = {
  OWNER: 'Owner',
  VEHICLE: 'Vehicle',
  NOMINEE: 'Nominee',
  DOCUMENTS: 'KYC',
  REVIEW: 'Review',
};
const LABELS = MOTOR_PROPOSAL_STEPS.map((s) => STEP_LABELS[s]);
const PARTS = { OWNER: OWNER_PART, VEHICLE: VEHICLE_PART, NOMINEE: NOMINEE_PART } as const;

/**
 * Issue 18: the motor proposal Buy Now started — sign-in (the buyer becomes the proposer), owner, vehicle, the
 * PA cover's nominee, the shared KYC screen, then the review that confirms and pays. It resumes at the server's step.
 */
export function MotorProposalPage({ journeyId }: { journeyId: string }) {
  const queryClient = useQueryClient();
  const { user, signIn, signOut } = useSessionUser();
  const [verified, setVerified] = useState(user !== null);
  const details = useQuery({ ...motorJourneyQuery(journeyId), enabled: verified && user !== null });
  const [chosen, setChosen] = useState<MotorProposalStep | null>(null);
  const [moved, setMoved] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => sessionStore.set('journey_id', journeyId), [journeyId]);
  const unauthorised = details.error instanceof ApiError && details.error.status === 401;
  useEffect(() => {
    if (unauthorised) signOut();
  }, [unauthorised, signOut]);

  const goTo = (next: MotorProposalStep) => {
    setChosen(next);
    setMoved(true);
    setRefreshing(true);
    // A saved part moves the journey on; the next step opens on the journey as read after it.
    void queryClient
      .invalidateQueries({ queryKey: motorJourneyQuery(journeyId).queryKey })
      .finally(() => setRefreshing(false));
    window.scrollTo({ top: 0 });
  };

  if (!verified || user === null)
    return (
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <OtpStep initialName="" focusTitle={false} onSignedIn={signIn} onVerified={() => setVerified(true)} />
      </div>
    );
  if (details.error && !unauthorised) {
    const notFound = details.error instanceof ApiError && details.error.status === 404;
    return (
      <ReviewNotice
        title={notFound ? 'We could not find this proposal' : 'Your proposal could not be loaded'}
        text={
          notFound
            ? 'It may belong to another account, or the link may be incomplete. You can start again from a new quote.'
            : 'Please check your connection and reload the page.'
        }
        to={paths.bike}
        linkText="Get motor quotes"
      />
    );
  }
  const journey = details.data;
  const step = chosen ?? journey?.journey_step ?? null;
  if (!journey || !step || refreshing) return <LoadingDots label="Loading your proposal" />;

  const index = MOTOR_PROPOSAL_STEPS.indexOf(step);
  const back = index > 0 ? () => goTo(MOTOR_PROPOSAL_STEPS[index - 1] ?? 'OWNER') : undefined;
  let body;
  if (step === 'REVIEW') body = <MotorReview details={journey} onEdit={goTo} />;
  else if (step === 'DOCUMENTS')
    body = (
      <KycScreen
        journeyId={journeyId}
        vertical="MOTOR"
        config={null}
        onReviewSubmit={() => goTo('REVIEW')}
        focusTitle={moved}
      />
    );
  else
    body = <PartForm key={step} part={PARTS[step]} details={journey} focusTitle={moved} onBack={back} onSaved={goTo} />;
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-10">
      <StepProgress labels={LABELS} current={index} />
      {body}
    </div>
  );
}
