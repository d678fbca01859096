import { TERM_PROPOSAL_PARTS, type TermProposalPart, type TermProposalStep } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reviewRefusal } from '../../../shared/proposal/review-refusal.tsx';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { ConfirmSection } from '../../../shared/ui/confirm-section.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { ReviewNotice } from '../../../shared/ui/review-notice.tsx';
import { termJourneyQuery } from '../api/term-journey.ts';
import { NS } from '../i18n.ts';
import { termProposalUrl } from '../lib/term-steps.ts';
import { TermPlanReview } from './term-plan-review.tsx';
import { TermReviewSections } from './term-review-sections.tsx';

/** Issue 15: the term review, every part with its Edit, and 'Confirm and pay' at the premium the server charges. */
export function TermReviewPage({ journeyId }: { journeyId: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const details = useQuery(termJourneyQuery(journeyId));
  useEffect(() => sessionStore.set('journey_id', journeyId), [journeyId]);

  if (details.isPending) return <PageLoader label={t('review.loading')} />;
  const refused = reviewRefusal(details.error, termProposalUrl(journeyId), {
    to: '/term-insurance',
    linkText: t('page.getQuotes'),
  });
  if (refused) return refused;
  if (!details.data) {
    return (
      <ReviewNotice
        title={t('review.notLoaded')}
        text={t('review.checkConnection')}
        to={`/term-insurance/review?journey_id=${encodeURIComponent(journeyId)}`}
        linkText={t('review.tryAgain')}
      />
    );
  }
  // What the buyer does about each part a 409 from confirmation names as missing, and the step that holds it.
  // The parts and their steps are the API's (TERM_PROPOSAL_PARTS); the button texts are this page's.
  const completeLabels: Readonly<Record<TermProposalPart, string>> = {
    life_assured: t('review.complete.lifeAssured'),
    nominees: t('review.complete.nominees'),
    contact: t('review.complete.contact'),
    lifestyle: t('review.complete.lifestyle'),
    income_proof: t('review.complete.incomeProof'),
    kyc: t('review.complete.kyc'),
  };
  const edit = (step: TermProposalStep) => void navigate(termProposalUrl(journeyId, step));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('review.title')}</h1>
      <p className="mt-1 text-slate-600">{t('review.intro')}</p>
      <div className="mt-6 grid items-start gap-5 lg:grid-cols-2">
        <TermPlanReview details={details.data} />
        <TermReviewSections details={details.data} onEdit={edit} />
      </div>
      <div className="mt-5">
        <ConfirmSection
          journeyId={journeyId}
          vertical="TERM"
          completeLabels={completeLabels}
          onEdit={(part) => edit(TERM_PROPOSAL_PARTS[part])}
          confirmLabel={t('review.confirm')}
        />
      </div>
    </div>
  );
}
