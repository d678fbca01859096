import { ReviewRoute } from '../../../shared/ui/journey-route.tsx';
import { TermReviewPage } from '../components/term-review-page.tsx';

/** Issue 15: /term-insurance/review?journey_id={id}; the id may come from the session. */
export default function TermReviewRoute() {
  return <ReviewRoute chosen="a term plan" to="/term-insurance" linkText="Get term quotes" page={TermReviewPage} />;
}
