import { parsePreQuoteDetails } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { journeyPremiumQuery } from '../../../shared/api/journey-premium.ts';
import { localStore, sessionStore } from '../../../shared/lib/storage.ts';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { useJourneyConfig } from '../api/journey-config.ts';
import { useJourneyData } from '../hooks/use-journey-data.ts';
import { useProposalStep } from '../hooks/use-proposal-step.ts';
import { useRestoreJourney } from '../hooks/use-restore-journey.ts';
import { NS } from '../i18n.ts';
import { useSessionUser } from '../../../shared/auth/use-session-user.ts';
import { ContactStep } from './contact-step.tsx';
import { JourneyProblem } from './journey-problem.tsx';
import { KycStep } from './kyc-step.tsx';
import { MedicalStep } from './medical-step.tsx';
import { MemberNomineeStep } from './member-nominee-step.tsx';
import { OtpStep } from '../../../shared/otp/otp-step.tsx';
import { PremiumBar } from './premium-bar.tsx';
import { ProposalSummary } from './proposal-summary.tsx';
import { StepIndicator } from './step-indicator.tsx';

/** docs/product/proposal-kyc.md §2, §4: the proposal page shell and its steps, OTP_VERIFY to KYC_STEP. */
export function ProposalJourney({ journeyId }: { journeyId: string }) {
  const { t } = useTranslation(NS);
  // Journey data first: it drops a stored step that belongs to another journey before the step is read.
  const [data, update] = useJourneyData(journeyId);
  const { user, signIn, signOut } = useSessionUser();
  const { step, moved, goTo } = useProposalStep(user !== null);
  // Fetched as soon as the buyer is signed in, so it loads during the OTP screen's one-second VERIFIED pause.
  const config = useJourneyConfig(journeyId, user?.user_id ?? null);
  // Issue 17: the server's premium for this journey stays in view on every step.
  const premium = useQuery(journeyPremiumQuery('HEALTH', journeyId));
  const preQuote = parsePreQuoteDetails(localStore.getJson('preQuoteDetails'));
  const restoring = useRestoreJourney(
    journeyId,
    config.data,
    data,
    update,
    step !== 'OTP_VERIFY' && step !== 'KYC_STEP',
  );

  useEffect(() => sessionStore.set('journey_id', journeyId), [journeyId]);
  // The login is gone on the server (expired, or this tab's session was replaced), or there is none (a
  // stored ADDRESS_DETAILS step after a sign-out, docs/product/proposal-kyc.md §4): nothing can be loaded or saved, so
  // sign in again.
  const unauthorised = config.error instanceof ApiError && config.error.status === 401;
  const signedOut = step !== 'OTP_VERIFY' && user === null;
  useEffect(() => {
    if (!unauthorised && !signedOut) return;
    signOut();
    goTo('OTP_VERIFY');
  }, [unauthorised, signedOut, signOut, goTo]);

  let body;
  if (step === 'OTP_VERIFY') {
    body = (
      <OtpStep
        initialName={preQuote?.name ?? ''}
        focusTitle={moved}
        onSignedIn={signIn}
        onVerified={() => goTo('MEMBER_NOMINEE_DETAILS')}
      />
    );
  } else if (step === 'KYC_STEP') {
    body = <KycStep focusTitle={moved} />;
  } else if (config.error && !unauthorised) {
    body = (
      <JourneyProblem
        notFound={config.error instanceof ApiError && config.error.status === 404}
        onRetry={() => void config.refetch()}
      />
    );
  } else if (!config.data || restoring) {
    body = <LoadingDots label={t('journey.loading')} holdsScreen />;
  } else {
    const common = { journeyId, config: config.data, data, update, user, focusTitle: moved };
    if (step === 'MEMBER_NOMINEE_DETAILS') {
      body = (
        <MemberNomineeStep
          {...common}
          pincode={config.data.prefill.pincode || (preQuote?.pincode ?? '')}
          onSaved={() => goTo('ADDRESS_DETAILS')}
        />
      );
    } else if (step === 'ADDRESS_DETAILS') {
      body = (
        <ContactStep
          {...common}
          onBack={() => goTo('MEMBER_NOMINEE_DETAILS')}
          onSaved={() => goTo('MEDICAL_QUESTIONS')}
        />
      );
    } else {
      body = <MedicalStep {...common} onBack={() => goTo('ADDRESS_DETAILS')} onSaved={() => goTo('KYC_STEP')} />;
    }
  }

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="order-2 lg:order-1">
        <ProposalSummary config={config.data} premium={premium.data} />
      </div>
      <div className="order-1 min-w-0 space-y-6 lg:order-2">
        <div>
          <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('journey.title')}</h1>
          <StepIndicator step={step} />
        </div>
        {body}
      </div>
      {premium.data && <PremiumBar planName={config.data?.plan_name} premium={premium.data} />}
    </div>
  );
}
