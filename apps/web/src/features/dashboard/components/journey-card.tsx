import { VERTICAL_REGISTRY, formatInr, indiaDate, toDisplayDate, type TDashboardResponse } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { journeyStepLabel } from '../lib/journey-steps.ts';
import { InsurerAnswers } from './insurer-answers.tsx';
import { JourneyKycState } from './journey-kyc-state.tsx';
import { RaiseComplaintLink } from './grievances-section.tsx';
import { RemoveJourneyDialog } from './remove-journey-dialog.tsx';
import { HeldRefundDialog } from './held-refund-dialog.tsx';
import { heldDocumentsPath } from '../../../shared/config/paths.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

type Journey = TDashboardResponse['journeys'][number];

const actionClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';

/** An unfinished purchase, resumed in its product's proposal at the step it reached. */
export function JourneyCard({ journey }: { journey: Journey }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const term = journey.vertical === 'TERM';
  // Its insurer's word is final and its premium went back (docs/product/insurer-cases.md): a new purchase buys again.
  const decided = journey.insurer_stage != null && journey.payment_held == null;
  // Paid and waiting on a person (our KYC check, the insurer): nothing is next for the buyer, so no step is named.
  const paid = journey.payment_held != null;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-bold text-slate-900">{journey.plan_name}</h3>
        <p className="text-sm text-slate-600">
          {td(VERTICAL_REGISTRY[journey.vertical].label)} · {journey.insurer_name} · {formatInr(journey.total_premium)}
          {term ? t('journey.perYear') : ''}
        </p>
        {!decided && !paid && (
          <p className="mt-1 text-sm text-slate-600">
            {t('journey.next', {
              step: journeyStepLabel(journey.vertical, journey.journey_step, t, td),
              date: toDisplayDate(indiaDate(journey.updated_at)),
            })}
          </p>
        )}
        <JourneyKycState journey={journey} />
        <InsurerAnswers journey={journey} />
        {paid && <RaiseComplaintLink journeyId={journey.journey_id} about={journey.plan_name} />}
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        {journey.removable && <RemoveJourneyDialog journeyId={journey.journey_id} planName={journey.plan_name} />}
        {/* Issue 48: paid, documents not accepted: upload them again, or give up and take the money back. */}
        {paid && journey.kyc_reupload && journey.payment_held != null && (
          <>
            <HeldRefundDialog
              journeyId={journey.journey_id}
              planName={journey.plan_name}
              amount={journey.payment_held}
            />
            <Link
              to={heldDocumentsPath(journey.journey_id)}
              aria-label={t('journey.uploadDocumentsFor', { plan: journey.plan_name })}
              className={actionClass}
            >
              {t('journey.uploadDocuments')}
            </Link>
          </>
        )}
        {/* Paid and held for the KYC check, or decided by the insurer: nothing is left for the buyer to do. */}
        {!paid && !decided && (
          <Link
            to={`/${VERTICAL_REGISTRY[journey.vertical].page}/proposal?journey_id=${encodeURIComponent(journey.journey_id)}`}
            onClick={() => sessionStore.set('journey_id', journey.journey_id)}
            aria-label={t('journey.resumeFor', { plan: journey.plan_name })}
            className={actionClass}
          >
            {journey.kyc_review === 'REJECTED' ? t('journey.uploadAgain') : t('journey.resume')}
          </Link>
        )}
      </div>
    </li>
  );
}
