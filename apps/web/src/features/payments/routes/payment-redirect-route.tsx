import { VERTICAL_REGISTRY, isPaymentSuccess, verticalOfPath, MESSAGES, type JourneyVertical } from '@kavach/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { SignedReturn } from '../api/payment-return.ts';
import { PageCard, SECONDARY_LINK, Spinner, StateIcon } from '../components/page-card.tsx';
import { StatusError } from '../components/status-error.tsx';
import { useProcessingStatus } from '../hooks/use-processing-status.ts';
import { NS } from '../i18n.ts';
import { refundedOnInsurersWord } from '../lib/insurer-decision.ts';
import { paymentQuery, readPaymentIds, rememberPaymentIds } from '../lib/payment-ids.ts';
import { statusErrorMessage } from '../lib/messages.ts';

/**
 * /{vertical}/{provider}/redirect (docs/product/review-payment-term-bike.md §2.1, §2.8): the browser's return from the
 * payment page. A missing journey or attempt id goes to /payment-failed
 * (docs/product/review-payment-term-bike.md §4.10).
 */
export default function PaymentRedirectRoute() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { journeyId, attemptId } = readPaymentIds(params);
  // Registered under each vertical's page only; a path of none is one no journey returns to.
  const vertical = verticalOfPath(pathname);
  if (!journeyId || !attemptId || !vertical) return <Navigate to="/payment-failed" replace />;
  return <Processing key={attemptId} journeyId={journeyId} attemptId={attemptId} params={params} vertical={vertical} />;
}

function Processing({
  journeyId,
  attemptId,
  params,
  vertical,
}: {
  journeyId: string;
  attemptId: string;
  params: URLSearchParams;
  vertical: JourneyVertical;
}) {
  const { provider = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const status = params.get('status');
  const signature = params.get('signature');
  const signedAt = params.get('signed_at');
  const signed: SignedReturn | null =
    status && signature && signedAt ? { payment_attempt_id: attemptId, status, signed_at: signedAt, signature } : null;
  const { refused, status: query } = useProcessingStatus({
    provider,
    vertical: VERTICAL_REGISTRY[vertical].paymentsApi,
    attemptId,
    signed,
  });
  const result = query.data;
  // The server's answer names the attempt's own journey; the return URL names the attempt to follow from here on.
  const journey = result?.journey_id || journeyId;

  useEffect(() => rememberPaymentIds(journey, attemptId), [journey, attemptId]);
  useEffect(() => {
    // A change's price paid: the dashboard shows the change going to the insurer (docs/product/endorsements.md).
    if (result?.for_change && isPaymentSuccess(result.status)) void navigate(paths.dashboard, { replace: true });
    else if (result && (isPaymentSuccess(result.status) || refundedOnInsurersWord(result)))
      void navigate(`/payment-success?${paymentQuery(journey, attemptId, vertical)}`, { replace: true });
  }, [result, journey, attemptId, vertical, navigate]);

  if (refused) return <StatusError message={MESSAGES.PAYMENT_VERIFY_FAILED_CONTACT} />;
  if (query.isError) return <StatusError message={statusErrorMessage(query.error)} />;
  if (result?.status === 'FAILED' && (result.for_change || !refundedOnInsurersWord(result))) {
    return (
      <PageCard title={t('common.failedTitle')} icon={<StateIcon kind="failure" />}>
        <p role="alert" className="mt-3 text-slate-700">
          {td(result.failure_reason || MESSAGES.PAYMENT_NOT_COMPLETED)}
        </p>
        {result.for_change ? (
          // A change's price is paid again from the policy's card, where the change waits.
          <div className="mt-6 flex justify-center">
            <Link to={paths.dashboard} className={SECONDARY_LINK}>
              {t('processing.backToPolicies')}
            </Link>
          </div>
        ) : (
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button onClick={() => window.location.reload()}>{t('processing.tryAgain')}</Button>
            <Link to={`/payment-failed?${paymentQuery(journey, attemptId, vertical)}`} className={SECONDARY_LINK}>
              {t('processing.seeWhy')}
            </Link>
          </div>
        )}
      </PageCard>
    );
  }
  return (
    <PageCard title={t('processing.title')} icon={<Spinner />}>
      <p role="status" className="mt-3 text-slate-700">
        {result ? td(result.message) : t('processing.checkingBank')}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t('processing.doNotClose')}</p>
    </PageCard>
  );
}
