import { formatInr } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { journeyPremiumQuery } from '../../../shared/api/journey-premium.ts';
import { healthJourneyDetailsQuery } from '../../../shared/api/health-journey-details.ts';
import { kycStatusQuery } from '../../../shared/kyc/kyc-api.ts';
import { reviewRefusal } from '../../../shared/proposal/review-refusal.tsx';
import { ConfirmSection } from '../../../shared/ui/confirm-section.tsx';
import { COMPLETE_LABELS, EDIT_TARGETS, proposalUrl, type EditSection } from '../lib/edit-targets.ts';
import { DEMONSTRATION_PREMIUM } from '../lib/premium-breakdown.ts';
import { NS } from '../i18n.ts';
import { AddonsGrid } from './addons-grid.tsx';
import { BasicInfoPanel } from './basic-info-panel.tsx';
import { HealthPanel } from './health-panel.tsx';
import { PlanPanel } from './plan-panel.tsx';

/** docs/product/review-payment-term-bike.md §2.5: the review page 'Confirm Your Details' for one journey. */
export function ReviewPage({ journeyId }: { journeyId: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const details = useQuery(healthJourneyDetailsQuery(journeyId));
  const premium = useQuery(journeyPremiumQuery('HEALTH', journeyId));
  const kyc = useQuery({ ...kycStatusQuery(journeyId, 'HEALTH'), enabled: details.isSuccess });

  useEffect(() => sessionStore.set('journey_id', journeyId), [journeyId]);
  // docs/product/review-payment-term-bike.md §8: journey details and premium failures are logged; the page shows its
  // fallback values.
  useEffect(() => {
    if (details.error) console.error('Journey details failed', details.error);
    if (premium.error) console.error('Premium details failed', premium.error);
  }, [details.error, premium.error]);

  // The page's own title and intro at once (they are the prerendered shell's first paint, src/prerender.tsx), and the
  // dots a screen tall, so the footer starts out of view rather than jumping down when the panels arrive (issue 48).
  if (details.isPending || premium.isPending)
    return (
      <ReviewFrame>
        <LoadingDots label={t('page.loading')} holdsScreen />
      </ReviewFrame>
    );
  const refused = reviewRefusal(details.error, proposalUrl(journeyId), {
    to: '/health-insurance',
    linkText: t('route.getQuotes'),
  });
  if (refused) return refused;

  const edit = (section: EditSection) => {
    sessionStore.set('journey_id', journeyId);
    sessionStore.set('journeyStep', EDIT_TARGETS[section]);
    void navigate(proposalUrl(journeyId));
  };
  const completeLabels = Object.fromEntries(
    Object.entries(COMPLETE_LABELS).map(([part, key]) => [part, t(key)]),
  ) as Record<EditSection, string>;
  const journey = details.data;
  const members = journey?.members ?? [];
  const storedPlanType =
    journey && sessionStore.get('plan_id') === journey.plan.plan_id ? sessionStore.get('plan_type') : null;
  // docs/product/review-payment-term-bike.md §9: a family floater when more than one member is insured, else
  // individual.
  const planType =
    storedPlanType ?? (members.length > 1 ? 'FAMILY_FLOATER' : members.length === 1 ? 'INDIVIDUAL' : null);

  return (
    <ReviewFrame>
      {details.isError && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('page.detailsFailed')}
        </p>
      )}
      <div className="mt-6 grid items-start gap-5 lg:grid-cols-3">
        <PlanPanel
          plan={journey?.plan}
          planType={planType}
          premium={premium.data ?? DEMONSTRATION_PREMIUM}
          demonstration={premium.isError}
        />
        <BasicInfoPanel details={journey} onEdit={edit} />
        <HealthPanel details={journey} kyc={kyc.data} onEdit={edit} />
      </div>
      <div className="mt-5 space-y-5">
        <AddonsGrid premium={premium.data ?? DEMONSTRATION_PREMIUM} />
        <ConfirmSection
          journeyId={journeyId}
          vertical="HEALTH"
          completeLabels={completeLabels}
          onEdit={edit}
          // Issue 17 (departs from docs/product/review-payment-term-bike.md §2.5's 'Yes, I confirm'): the button names
          // what will be charged, the server's total for this journey; without it (the premium call failed) it keeps
          // the spec's words.
          {...(premium.data
            ? { confirmLabel: t('page.pay', { amount: formatInr(premium.data.premium_summary.total_premium) }) }
            : {})}
        />
      </div>
    </ReviewFrame>
  );
}

/** The page's title and intro above what it shows: the same while the journey loads as once it is there. */
function ReviewFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-1 text-slate-600">{t('page.intro')}</p>
      {children}
    </div>
  );
}
