import { ReviewRoute } from '../../../shared/ui/journey-route.tsx';
import { ReviewPage } from '../components/review-page.tsx';

/**
 * /health/review-submit?journey_id={id} (docs/product/review-payment-term-bike.md §2.1), the proposal's REVIEW_SUBMIT
 * step; the id may come from the session.
 */
export default function ReviewSubmitRoute() {
  return <ReviewRoute chosen="a plan" to="/health-insurance" linkText="Get health quotes" page={ReviewPage} />;
}
