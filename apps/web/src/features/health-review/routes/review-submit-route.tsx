import { useTranslation } from 'react-i18next';
import { ReviewRoute } from '../../../shared/ui/journey-route.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { NS } from '../i18n.ts';

/**
 * /health/review-submit?journey_id={id} (docs/product/review-payment-term-bike.md §2.1), the proposal's REVIEW_SUBMIT
 * step; the id may come from the session.
 */
export default function ReviewSubmitRoute() {
  const { t } = useTranslation(NS);
  return (
    <ReviewRoute chosen={t('route.chosen')} to="/health-insurance" linkText={t('route.getQuotes')} page={ReviewPage} />
  );
}
