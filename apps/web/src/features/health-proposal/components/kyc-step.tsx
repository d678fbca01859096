import { VERTICAL_REGISTRY, type TJourneyConfigResponse } from '@kavach/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { KycScreen } from '../../../shared/kyc/kyc-screen.tsx';

/**
 * docs/product/proposal-kyc.md §2 "KYC screen" at KYC_STEP. The journey is the page's (its address, else session
 * storage) and the KYC stages come from the stored journey config's kyc_staged_config (the default config when there is
 * none). REVIEW_SUBMIT belongs to the review page (docs/product/review-payment-term-bike.md §2.1
 * /health/review-submit), so finishing KYC stores the step and opens it.
 */
export function KycStep({ focusTitle }: { focusTitle: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const journeyId = params.get('journey_id') ?? sessionStore.get('journey_id') ?? '';
  const stored = sessionStore.getJson<TJourneyConfigResponse>('journey_config');
  const config = stored?.journey_id === journeyId ? (stored.kyc_staged_config ?? null) : null;
  const onReviewSubmit = useCallback(() => {
    sessionStore.set('journeyStep', 'REVIEW_SUBMIT');
    void navigate(VERTICAL_REGISTRY.HEALTH.reviewPath);
  }, [navigate]);
  return (
    <KycScreen
      journeyId={journeyId}
      vertical="HEALTH"
      config={config}
      onReviewSubmit={onReviewSubmit}
      focusTitle={focusTitle}
    />
  );
}
