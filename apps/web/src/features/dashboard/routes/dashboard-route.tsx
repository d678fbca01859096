import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useSignedInUser } from '../../../shared/auth/auth-session.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { dashboardQuery } from '../api/dashboard.ts';
import { DashboardNotice, DashboardSection } from '../components/dashboard-section.tsx';
import { JourneyCard } from '../components/journey-card.tsx';
import { PolicyCard } from '../components/policy-card.tsx';
import { RefundList } from '../components/refund-list.tsx';
import { GrievancesSection } from '../components/grievances-section.tsx';
import { YourDataSection } from '../components/your-data-section.tsx';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800';

/**
 * /dashboard (docs/product/review-payment-term-bike.md §2.1): the signed-in buyer's policies and the purchases they can
 * resume.
 */
export default function DashboardRoute() {
  const user = useSignedInUser();
  const query = useQuery(dashboardQuery(user ? sessionStore.get('session_id') : null));

  if (query.isPending) return <PageLoader label="Loading your dashboard…" />;
  if (query.error instanceof ApiError && query.error.status === 401) {
    return (
      <DashboardNotice title="Sign in to see your policies">
        <p className="mt-3 text-slate-600">
          Your policies and saved purchases are kept with your mobile number. Use Sign In at the top of the page, or
          compare plans first: you sign in when you buy.
        </p>
        <Link to="/health-insurance" className={`mt-6 ${LINK}`}>
          Compare health plans
        </Link>
      </DashboardNotice>
    );
  }
  if (query.isError) {
    return (
      <DashboardNotice title="Your dashboard could not be loaded">
        <p className="mt-3 text-slate-600">Please check your connection and try again.</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </DashboardNotice>
    );
  }

  const { policies, journeys, refunds } = query.data;
  // A paid purchase waiting on a person (our KYC check, its insurer) is bought, not left off: it sits with the
  // policies, saying what it waits for, and only unpaid ones are offered to continue.
  const paid = journeys.filter((j) => j.payment_held != null);
  const unfinished = journeys.filter((j) => j.payment_held == null);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {user?.full_name ? `Hello, ${user.full_name.split(' ')[0]}` : 'Your dashboard'}
      </h1>
      <DashboardSection title="Your policies" className="mt-6">
        {policies.length === 0 && paid.length === 0 ? (
          <p className="mt-2 text-slate-600">
            You have no policies yet.{' '}
            <Link to="/health-insurance" className="font-semibold text-brand-700 underline">
              Compare health plans
            </Link>
          </p>
        ) : (
          <ul className="mt-3 space-y-4">
            {policies.map((p) => (
              <PolicyCard key={p.policy_number} policy={p} />
            ))}
            {paid.map((j) => (
              <JourneyCard key={j.journey_id} journey={j} />
            ))}
          </ul>
        )}
      </DashboardSection>
      {unfinished.length > 0 && (
        <DashboardSection title="Continue where you left off">
          <ul className="mt-3 space-y-4">
            {unfinished.map((j) => (
              <JourneyCard key={j.journey_id} journey={j} />
            ))}
          </ul>
        </DashboardSection>
      )}
      {refunds.length > 0 && <RefundList refunds={refunds} />}
      <GrievancesSection policies={policies} journeys={journeys} />
      <YourDataSection />
    </div>
  );
}
