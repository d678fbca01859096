import { useQuery } from '@tanstack/react-query';
import { isPaymentSuccess, MESSAGES, type JourneyVertical } from '@kavach/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { ApiError } from '../../../shared/api/client.ts';
import { FailureHelp } from '../components/failure-help.tsx';
import { PageCard, SECONDARY_LINK, StateIcon } from '../components/page-card.tsx';
import { journeyPaymentStatusQuery } from '../../../shared/api/journey-payment.ts';
import { useRetryPayment } from '../hooks/use-retry-payment.ts';
import { NS } from '../i18n.ts';
import { refundedOnInsurersWord } from '../lib/insurer-decision.ts';
import { paymentQuery, readJourneyVertical, readPaymentIds, reviewUrl } from '../lib/payment-ids.ts';

/**
 * /payment-failed (docs/product/review-payment-term-bike.md §2.7, §4.10): re-checks the status on load, then explains
 * and offers a retry.
 */
export default function PaymentFailedRoute() {
  const [params] = useSearchParams();
  const { t } = useTranslation(NS);
  const { journeyId, attemptId } = readPaymentIds(params);
  const vertical = readJourneyVertical(params);
  // Without its journey's product there is no API to ask about the payment, nor a review to go back to.
  if (!journeyId || !attemptId || !vertical)
    return (
      <FailedCard reason={MESSAGES.PAYMENT_INFO_NOT_FOUND} noMoneyTaken={false} journeyId={journeyId}>
        <Link to="/dashboard" className={SECONDARY_LINK}>
          {t('common.dashboard')}
        </Link>
      </FailedCard>
    );
  return <PaymentFailed journeyId={journeyId} attemptId={attemptId} vertical={vertical} />;
}

function PaymentFailed({
  journeyId,
  attemptId,
  vertical,
}: {
  journeyId: string;
  attemptId: string;
  vertical: JourneyVertical;
}) {
  const query = useQuery(journeyPaymentStatusQuery(vertical, journeyId, attemptId));
  const retry = useRetryPayment(journeyId, vertical);
  const { t } = useTranslation(NS);
  const td = useDomainText();

  if (query.isLoading) return <PageLoader label={t('common.checking')} />;
  if (query.data && (isPaymentSuccess(query.data.status) || refundedOnInsurersWord(query.data)))
    return <Navigate to={`/payment-success?${paymentQuery(journeyId, attemptId, vertical)}`} replace />;

  const reason = query.isError
    ? query.error instanceof ApiError && query.error.status === 404
      ? MESSAGES.PAYMENT_INFO_NOT_FOUND
      : MESSAGES.PAYMENT_UNABLE_TO_VERIFY
    : query.data?.failure_reason || MESSAGES.PAYMENT_DECLINED;
  return (
    <FailedCard reason={reason} noMoneyTaken={query.data?.no_money_taken ?? false} journeyId={journeyId}>
      {retry.error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {td(retry.error)}
        </p>
      )}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => void retry.retry()} disabled={retry.busy} aria-busy={retry.busy}>
          {retry.busy ? t('failed.processing') : t('failed.retry')}
        </Button>
        <Link to={reviewUrl(journeyId, vertical)} className={SECONDARY_LINK}>
          {t('failed.backToReview')}
        </Link>
      </div>
    </FailedCard>
  );
}

function FailedCard({
  reason,
  noMoneyTaken,
  journeyId,
  children,
}: {
  reason: string;
  noMoneyTaken: boolean;
  journeyId: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <PageCard title={t('common.failedTitle')} icon={<StateIcon kind="failure" />}>
      <p role="status" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
        {td(reason)}
      </p>
      {/* Issue 17: a buyer's first worry after a failure, answered plainly when the gateway says so. */}
      {noMoneyTaken && (
        <p className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 font-semibold text-emerald-900">
          {td(MESSAGES.PAYMENT_NO_MONEY_TAKEN)}
        </p>
      )}
      <p className="mt-3 text-slate-700">{td(MESSAGES.PAYMENT_FAILED_DEFAULT)}</p>
      {children}
      <FailureHelp journeyId={journeyId} />
    </PageCard>
  );
}
