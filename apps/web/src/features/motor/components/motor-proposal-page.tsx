import { formatInr, MOTOR_POLICY_TYPE_LABELS } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useSessionUser } from '../../../shared/auth/use-session-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { OtpStep } from '../../../shared/otp/otp-step.tsx';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { ReviewNotice } from '../../../shared/ui/review-notice.tsx';
import { motorJourneyQuery } from '../api/motor-journey.ts';

/**
 * Issue 18: the motor journey Buy Now started. Sign-in first (the proposer is the signed-in buyer), then the cover
 * as the server priced it again. The proposal's forms (owner, vehicle, nominee), KYC and payment are not built in
 * the browser yet: the page says so rather than pretend.
 */
export function MotorProposalPage({ journeyId }: { journeyId: string }) {
  const { user, signIn, signOut } = useSessionUser();
  const [verified, setVerified] = useState(user !== null);
  const details = useQuery({ ...motorJourneyQuery(journeyId), enabled: verified && user !== null });
  useEffect(() => sessionStore.set('journey_id', journeyId), [journeyId]);
  const unauthorised = details.error instanceof ApiError && details.error.status === 401;
  useEffect(() => {
    if (unauthorised) signOut();
  }, [unauthorised, signOut]);

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
  if (!journey) return <LoadingDots label="Loading your proposal" />;

  const { cover, vehicle } = journey;
  const facts: [term: string, detail: string][] = [
    ['Vehicle', `${vehicle.make} ${vehicle.model} ${vehicle.variant}`],
    ['Cover', MOTOR_POLICY_TYPE_LABELS[journey.policy_type]],
    ['RTO', journey.rto_code],
  ];
  if (cover.own_damage) facts.push(['IDV', formatInr(cover.idv)]);
  if (cover.third_party)
    facts.push(['Third party', `${cover.third_party.years} year${cover.third_party.years === 1 ? '' : 's'}`]);
  facts.push(['Premium incl. GST', formatInr(cover.total_premium)]);
  return (
    <section aria-labelledby="motor-proposal-heading" className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-10">
      <h1 id="motor-proposal-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Your {cover.insurer_name} cover
      </h1>
      <dl className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        {facts.map(([term, detail]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="font-semibold text-slate-900">{detail}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950">
        <p className="font-semibold">Your quote is saved, priced again by our server.</p>
        <p className="mt-2">
          The motor proposal pages (owner, engine and chassis numbers, nominee), KYC and payment are coming next on
          Kavach. Your journey waits on your dashboard until then.
        </p>
      </div>
      <Link
        to={paths.dashboard}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Go to your dashboard
      </Link>
    </section>
  );
}
