import { MOTOR_PROPOSAL_STEPS, VEHICLE_KINDS, type MotorProposalStep, type VehicleKind } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { KycScreen } from '../../../shared/kyc/kyc-screen.tsx';
import { OtpStep } from '../../../shared/otp/otp-step.tsx';
import { ProposalLoadError } from '../../../shared/proposal/proposal-load-error.tsx';
import { useProposalJourney } from '../../../shared/proposal/use-proposal-journey.ts';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { StepProgress } from '../../../shared/ui/step-progress.tsx';
import { motorJourneyQuery } from '../api/motor-journey.ts';
import { NS } from '../i18n.ts';
import { MOTOR_KINDS } from '../lib/motor-kind.ts';
import { motorProposalUrl } from '../lib/motor-proposal-path.ts';
import { NOMINEE_PART, OWNER_PART, VEHICLE_PART, motorStepsFor } from '../lib/proposal-parts.ts';
import { MotorReview } from './motor-review.tsx';
import { PartForm } from './part-form.tsx';

const STEP_LABELS = {
  OWNER: 'proposal.steps.owner',
  VEHICLE: 'proposal.steps.vehicle',
  NOMINEE: 'proposal.steps.nominee',
  DOCUMENTS: 'proposal.steps.kyc',
  REVIEW: 'proposal.steps.review',
} as const satisfies Record<MotorProposalStep, string>;
const PARTS = { OWNER: OWNER_PART, VEHICLE: VEHICLE_PART, NOMINEE: NOMINEE_PART } as const;

/**
 * Issue 18: the motor proposal Buy Now started — sign-in (the buyer becomes the proposer), owner, vehicle, the
 * PA cover's nominee (where there is a PA cover: not beside own damage alone), the shared KYC screen, then the review
 * that confirms and pays. It resumes at the server's step, under its vehicle's pages (`pageKind`: the page it is on).
 */
export function MotorProposalPage({ journeyId, pageKind }: { journeyId: string; pageKind: VehicleKind }) {
  const { t } = useTranslation(NS);
  const { user, signIn, signedIn, onVerified, details, loadError, chosen, moved, refreshing, goTo } =
    useProposalJourney(journeyId, MOTOR_PROPOSAL_STEPS, motorJourneyQuery(journeyId));

  if (!signedIn || user === null)
    return (
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <OtpStep initialName="" focusTitle={false} onSignedIn={signIn} onVerified={onVerified} />
      </div>
    );
  if (loadError)
    return (
      <ProposalLoadError error={loadError} to={MOTOR_KINDS[pageKind].entryPath} linkText={t('proposal.getQuotes')} />
    );
  const journey = details.data;
  // A car's proposal is on the car pages: a link to the MOTOR journey's review address (the bike's) goes on there.
  const kind = VEHICLE_KINDS.find((k) => k === journey?.vehicle.kind);
  if (kind && kind !== pageKind) return <Navigate replace to={motorProposalUrl(journeyId, kind)} />;
  const step = chosen ?? journey?.journey_step ?? null;
  if (!journey || !step || refreshing) return <LoadingDots label={t('proposal.loading')} holdsScreen />;

  const steps = motorStepsFor(journey);
  const index = steps.indexOf(step);
  const back = index > 0 ? () => goTo(steps[index - 1] ?? 'OWNER') : undefined;
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
      <StepProgress labels={steps.map((s) => t(STEP_LABELS[s]))} current={index} />
      {body}
    </div>
  );
}
