import { MESSAGES, formatInr, toDisplayDate, type TDashboardResponse } from '@kavach/domain';

type Journey = TDashboardResponse['journeys'][number];

/**
 * Issue 19: a purchase waiting on staff's check of its KYC documents — paid and held until the approval, waiting,
 * or not accepted with what to upload again.
 */
export function JourneyKycState({ journey }: { journey: Journey }) {
  // Issue 45: paid, KYC clear, and with the insurer, who decides and issues: its stage in plain words.
  if (journey.payment_held != null && journey.insurer_stage) {
    return (
      <p role="status" className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <span className="font-semibold">Payment of {formatInr(journey.payment_held)} received.</span>{' '}
        {journey.insurer_stage}
      </p>
    );
  }
  // The insurer declined, or the buyer its counter-offer: the premium went back, and nothing is left to do here.
  if (journey.insurer_stage) {
    return (
      <p role="status" className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
        {journey.insurer_stage}
      </p>
    );
  }
  // Issue 48: paid, and the documents not accepted: the money waits for new ones until a day, then goes back.
  if (journey.payment_held != null && journey.kyc_reupload) {
    const held = formatInr(journey.payment_held);
    return (
      <div role="status" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
        <p className="font-semibold">
          {journey.kyc_review === 'REJECTED'
            ? `Paid ${held} — your KYC documents were not accepted`
            : `Paid ${held} — please finish uploading your KYC documents`}
          {journey.kyc_review === 'REJECTED' && journey.kyc_rejection ? `: ${journey.kyc_rejection.reason}.` : '.'}
        </p>
        {journey.kyc_review === 'REJECTED' && journey.kyc_rejection && <p>{journey.kyc_rejection.reupload}</p>}
        <p className="mt-1">
          We hold your payment until {toDisplayDate(journey.kyc_reupload.by)}. If the new documents are accepted, your
          policy is issued with it; if you cancel, or do not upload them by then, it is refunded in full.
        </p>
      </div>
    );
  }
  if (journey.payment_held != null) {
    return (
      <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <span className="font-semibold">
          Paid {formatInr(journey.payment_held)} — your documents are being checked.
        </span>{' '}
        {MESSAGES.PAYMENT_HELD_FOR_KYC}
      </p>
    );
  }
  if (journey.kyc_review === 'UNDER_REVIEW') {
    return (
      <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <span className="font-semibold">KYC documents under review.</span> {MESSAGES.KYC_UNDER_REVIEW}
      </p>
    );
  }
  if (journey.kyc_review === 'REJECTED') {
    return (
      <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
        <span className="font-semibold">KYC documents not accepted</span>
        {journey.kyc_rejection ? `: ${journey.kyc_rejection.reason}. ${journey.kyc_rejection.reupload}` : '.'}
      </p>
    );
  }
  return null;
}
