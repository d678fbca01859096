import { formatInr, toDisplayDate } from '@kavach/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSignedInUser } from '../../../shared/auth/auth-session.ts';
import { paths } from '../../../shared/config/paths.ts';
import { kycStatusQuery } from '../../../shared/kyc/kyc-api.ts';
import { KycScreen } from '../../../shared/kyc/kyc-screen.tsx';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { dashboardQuery } from '../api/dashboard.ts';
import { DashboardNotice } from '../components/dashboard-section.tsx';
import { HeldRefundDialog } from '../components/held-refund-dialog.tsx';
import { NS } from '../i18n.ts';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800';

/**
 * /dashboard/documents/:journeyId (issue 48): a paid purchase whose KYC documents staff did not accept. The buyer
 * uploads them again here, while the money stays held; once the set is complete it goes back to staff.
 */
export default function HeldDocumentsRoute() {
  const { t } = useTranslation(NS);
  const { journeyId = '' } = useParams();
  const user = useSignedInUser();
  const dashboard = useQuery(dashboardQuery(user ? sessionStore.get('session_id') : null));
  const [sent, setSent] = useState(false);

  if (dashboard.isPending) return <PageLoader label={t('heldDocuments.loading')} />;
  const journey = dashboard.data?.journeys.find((j) => j.journey_id === journeyId);
  if (sent && journey) return <SentAgain journeyId={journeyId} vertical={journey.vertical} />;
  if (!journey?.kyc_reupload || journey.payment_held == null) {
    return (
      <DashboardNotice title={t('heldDocuments.notWaitingTitle')}>
        <p className="mt-3 text-slate-600">{t('heldDocuments.notWaitingHint')}</p>
        <Link to={paths.dashboard} className={`mt-6 ${LINK}`}>
          {t('heldDocuments.goToDashboard')}
        </Link>
      </DashboardNotice>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('heldDocuments.title')}</h1>
        <p className="mt-2 text-slate-700">
          {t('heldDocuments.held', {
            plan: journey.plan_name,
            insurer: journey.insurer_name,
            amount: formatInr(journey.payment_held),
            date: toDisplayDate(journey.kyc_reupload.by),
          })}
        </p>
      </div>
      <KycScreen
        journeyId={journeyId}
        vertical={journey.vertical}
        config={journey.kyc_reupload.kyc_staged_config}
        onReviewSubmit={() => setSent(true)}
        focusTitle
      />
      <HeldRefundDialog journeyId={journeyId} planName={journey.plan_name} amount={journey.payment_held} />
    </div>
  );
}

/** After the last stage: where the documents stand now, read again from the server. */
function SentAgain({ journeyId, vertical }: { journeyId: string; vertical: Parameters<typeof kycStatusQuery>[1] }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const status = useQuery({ ...kycStatusQuery(journeyId, vertical), staleTime: 0 });
  // The upload stages were a long page: this answer is read from its top.
  useEffect(() => window.scrollTo({ top: 0 }), []);
  if (status.isPending) return <PageLoader label={t('heldDocuments.checking')} />;
  const withStaff = status.data?.kyc_status === 'UNDER_REVIEW' || status.data?.kyc_status === 'SUCCESS';
  return (
    <DashboardNotice title={withStaff ? t('heldDocuments.withStaffTitle') : t('heldDocuments.missingTitle')}>
      <p role="status" className="mt-3 text-slate-600">
        {withStaff ? t('heldDocuments.withStaff') : t('heldDocuments.missing')}
      </p>
      <Link
        to={paths.dashboard}
        onClick={() => void client.invalidateQueries({ queryKey: ['users', 'me', 'dashboard'] })}
        className={`mt-6 ${LINK}`}
      >
        {t('heldDocuments.backToDashboard')}
      </Link>
    </DashboardNotice>
  );
}
