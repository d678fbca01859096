import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
import { NS } from '../i18n.ts';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800';

/**
 * /dashboard (docs/product/review-payment-term-bike.md §2.1): the signed-in buyer's policies and the purchases they can
 * resume.
 */
export default function DashboardRoute() {
  const { t } = useTranslation(NS);
  const user = useSignedInUser();
  const query = useQuery(dashboardQuery(user ? sessionStore.get('session_id') : null));

  if (query.isPending) return <PageLoader label={t('page.loading')} />;
  if (query.error instanceof ApiError && query.error.status === 401) {
    return (
      <DashboardNotice title={t('page.signInTitle')}>
        <p className="mt-3 text-slate-600">{t('page.signInWhy')}</p>
        <Link to="/health-insurance" className={`mt-6 ${LINK}`}>
          {t('page.comparePlans')}
        </Link>
      </DashboardNotice>
    );
  }
  if (query.isError) {
    return (
      <DashboardNotice title={t('page.loadFailedTitle')}>
        <p className="mt-3 text-slate-600">{t('page.loadFailedHint')}</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          {t('page.tryAgain')}
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
        {user?.full_name ? t('page.hello', { name: user.full_name.split(' ')[0] }) : t('page.title')}
      </h1>
      <DashboardSection title={t('page.policies')} className="mt-6">
        {policies.length === 0 && paid.length === 0 ? (
          <p className="mt-2 text-slate-600">
            {t('page.noPolicies')}{' '}
            <Link to="/health-insurance" className="font-semibold text-brand-700 underline">
              {t('page.comparePlans')}
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
        <DashboardSection title={t('page.continue')}>
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
