import { MESSAGES, formatInr, toDisplayDate, type TDashboardResponse } from '@kavach/domain';
import { Trans, useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

type Journey = TDashboardResponse['journeys'][number];

const BOLD = { 1: <span className="font-semibold" /> };

/**
 * Issue 19: a purchase waiting on staff's check of its KYC documents — paid and held until the approval, waiting,
 * or not accepted with what to upload again.
 */
export function JourneyKycState({ journey }: { journey: Journey }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const rejection = journey.kyc_rejection;
  // Issue 45: paid, KYC clear, and with the insurer, who decides and issues: its stage in plain words.
  if (journey.payment_held != null && journey.insurer_stage) {
    return (
      <p role="status" className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <Trans
          t={t}
          i18nKey="kyc.paymentReceived"
          values={{ amount: formatInr(journey.payment_held), stage: td(journey.insurer_stage) }}
          components={BOLD}
        />
      </p>
    );
  }
  // The insurer declined, or the buyer its counter-offer: the premium went back, and nothing is left to do here.
  if (journey.insurer_stage) {
    return (
      <p role="status" className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
        {td(journey.insurer_stage)}
      </p>
    );
  }
  // Issue 48: paid, and the documents not accepted: the money waits for new ones until a day, then goes back.
  if (journey.payment_held != null && journey.kyc_reupload) {
    const amount = formatInr(journey.payment_held);
    const rejected = journey.kyc_review === 'REJECTED';
    return (
      <div role="status" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
        <p className="font-semibold">
          {!rejected
            ? t('kyc.paidFinishUpload', { amount })
            : rejection
              ? t('kyc.paidNotAcceptedBecause', { amount, reason: td(rejection.reason) })
              : t('kyc.paidNotAccepted', { amount })}
        </p>
        {rejected && rejection && <p>{td(rejection.reupload)}</p>}
        <p className="mt-1">{t('kyc.heldUntil', { date: toDisplayDate(journey.kyc_reupload.by) })}</p>
      </div>
    );
  }
  if (journey.payment_held != null) {
    return (
      <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <Trans
          t={t}
          i18nKey="kyc.paidBeingChecked"
          values={{ amount: formatInr(journey.payment_held), message: td(MESSAGES.PAYMENT_HELD_FOR_KYC) }}
          components={BOLD}
        />
      </p>
    );
  }
  if (journey.kyc_review === 'UNDER_REVIEW') {
    return (
      <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <Trans t={t} i18nKey="kyc.underReview" values={{ message: td(MESSAGES.KYC_UNDER_REVIEW) }} components={BOLD} />
      </p>
    );
  }
  if (journey.kyc_review === 'REJECTED') {
    return (
      <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
        {rejection ? (
          <Trans
            t={t}
            i18nKey="kyc.notAcceptedBecause"
            values={{ reason: td(rejection.reason), reupload: td(rejection.reupload) }}
            components={BOLD}
          />
        ) : (
          <Trans t={t} i18nKey="kyc.notAccepted" components={BOLD} />
        )}
      </p>
    );
  }
  return null;
}
