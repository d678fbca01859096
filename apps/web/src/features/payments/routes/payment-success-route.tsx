import { useQuery } from '@tanstack/react-query';
import {
  PAYMENT_SUCCESS_POLL_INTERVAL_MS,
  formatInr,
  isPaymentSuccess,
  MESSAGES,
  type JourneyVertical,
} from '@kavach/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageCard, SECONDARY_LINK, Spinner, StateIcon } from '../components/page-card.tsx';
import { StatusError } from '../components/status-error.tsx';
import { journeyPaymentStatusQuery } from '../../../shared/api/journey-payment.ts';
import { usePolicyDownload } from '../hooks/use-policy-download.ts';
import { NS } from '../i18n.ts';
import { statusErrorMessage } from '../lib/messages.ts';
import { refundedOnInsurersWord } from '../lib/insurer-decision.ts';
import { paymentQuery, readJourneyVertical, readPaymentIds } from '../lib/payment-ids.ts';

/**
 * /payment-success (docs/product/review-payment-term-bike.md §2.6, §4.10): confirms the payment, polling every 3 s
 * while it is pending. A premium refunded on the insurer's decision is told here too (docs/product/insurer-cases.md).
 */
export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const vertical = readJourneyVertical(params);
  if (!vertical) return <StatusError message={MESSAGES.PAYMENT_INFO_NOT_FOUND_CONTACT} />;
  return <PaymentSuccess params={params} vertical={vertical} />;
}

function PaymentSuccess({ params, vertical }: { params: URLSearchParams; vertical: JourneyVertical }) {
  const { journeyId, attemptId } = readPaymentIds(params);
  const query = useQuery({
    ...journeyPaymentStatusQuery(vertical, journeyId ?? '', attemptId ?? '', PAYMENT_SUCCESS_POLL_INTERVAL_MS),
    enabled: Boolean(journeyId && attemptId),
  });
  const policy = usePolicyDownload();
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const result = query.data;

  if (!journeyId || !attemptId) return <StatusError message={MESSAGES.PAYMENT_INFO_NOT_FOUND_CONTACT} />;
  if (query.isError) return <StatusError message={statusErrorMessage(query.error)} />;
  const declined = result ? refundedOnInsurersWord(result) : false;
  if (result?.status === 'FAILED' && !declined)
    return <Navigate to={`/payment-failed?${paymentQuery(journeyId, attemptId, vertical)}`} replace />;
  if (!result || (!isPaymentSuccess(result.status) && !declined)) {
    return (
      <PageCard title={t('success.confirming')} icon={<Spinner />}>
        <p role="status" className="mt-3 text-slate-700">
          {result ? td(MESSAGES.PAYMENT_PENDING) : t('common.checking')}
        </p>
      </PageCard>
    );
  }
  // A policy returned in its free-look period since: the payment went through, and the message says what came back.
  const returned = result.policy_number !== null && result.failure_reason !== null;
  return (
    <PageCard
      title={declined ? t('success.refunded') : returned ? t('success.returned') : t('success.title')}
      icon={<StateIcon kind={declined ? 'failure' : 'success'} />}
    >
      <p role="status" className="mt-3 text-slate-700">
        {td(result.message)}
      </p>
      {/* The insurer's decision in its words, and what came back. */}
      {declined && result.failure_reason && <p className="mt-2 text-slate-700">{td(result.failure_reason)}</p>}
      <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 text-left text-sm">
        <Detail
          label={t('success.amountPaid')}
          value={<span className="text-base font-bold">{formatInr(result.total_number)}</span>}
        />
        {result.policy_number && <Detail label={t('success.policyNumber')} value={result.policy_number} />}
        <Detail label={t('success.attemptId')} value={result.payment_attempt_id} />
        <Detail label={t('success.journeyId')} value={result.journey_id} />
      </dl>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {/* Held for the KYC review (issue 19): there is no policy to download until staff approve. */}
        {result.policy_number && (
          <Button
            onClick={() => void policy.download(result.journey_id, result.policy_number, vertical)}
            disabled={policy.busy}
            aria-busy={policy.busy}
          >
            {policy.busy ? t('success.downloading') : t('success.download')}
          </Button>
        )}
        <Link to="/dashboard" className={SECONDARY_LINK}>
          {t('common.dashboard')}
        </Link>
      </div>
    </PageCard>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-2.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-all text-slate-900">{value}</dd>
    </div>
  );
}
