import { formatInr, toDisplayDate } from '@kavach/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

const LINK =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800';

/**
 * /dashboard/documents/:journeyId (issue 48): a paid purchase whose KYC documents staff did not accept. The buyer
 * uploads them again here, while the money stays held; once the set is complete it goes back to staff.
 */
export default function HeldDocumentsRoute() {
  const { journeyId = '' } = useParams();
  const user = useSignedInUser();
  const dashboard = useQuery(dashboardQuery(user ? sessionStore.get('session_id') : null));
  const [sent, setSent] = useState(false);

  if (dashboard.isPending) return <PageLoader label="Loading your purchase…" />;
  const journey = dashboard.data?.journeys.find((j) => j.journey_id === journeyId);
  if (sent && journey) return <SentAgain journeyId={journeyId} vertical={journey.vertical} />;
  if (!journey?.kyc_reupload || journey.payment_held == null) {
    return (
      <DashboardNotice title="This purchase is not waiting for documents">
        <p className="mt-3 text-slate-600">
          Your dashboard shows where each of your purchases stands. Sign in if you have not, with the mobile number you
          bought with.
        </p>
        <Link to={paths.dashboard} className={`mt-6 ${LINK}`}>
          Go to your dashboard
        </Link>
      </DashboardNotice>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Upload your KYC documents again</h1>
        <p className="mt-2 text-slate-700">
          {journey.plan_name} · {journey.insurer_name}. We hold your payment of {formatInr(journey.payment_held)} until{' '}
          {toDisplayDate(journey.kyc_reupload.by)}: once our team accepts the new documents, your policy is issued with
          it. If you cancel, or do not upload them by then, it is refunded in full.
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
  const client = useQueryClient();
  const status = useQuery({ ...kycStatusQuery(journeyId, vertical), staleTime: 0 });
  // The upload stages were a long page: this answer is read from its top.
  useEffect(() => window.scrollTo({ top: 0 }), []);
  if (status.isPending) return <PageLoader label="Checking your documents…" />;
  const withStaff = status.data?.kyc_status === 'UNDER_REVIEW' || status.data?.kyc_status === 'SUCCESS';
  return (
    <DashboardNotice title={withStaff ? 'Your documents are with our team' : 'Some documents are still missing'}>
      <p role="status" className="mt-3 text-slate-600">
        {withStaff
          ? 'Your payment stays held, and your policy is issued as soon as they are approved. We will tell you by SMS and e-mail.'
          : 'Please upload every document asked for, so our team can check them again.'}
      </p>
      <Link
        to={paths.dashboard}
        onClick={() => void client.invalidateQueries({ queryKey: ['users', 'me', 'dashboard'] })}
        className={`mt-6 ${LINK}`}
      >
        Back to your dashboard
      </Link>
    </DashboardNotice>
  );
}
