import { JourneyRoute } from '../../../shared/ui/journey-route.tsx';
import { ReviewPage } from '../components/review-page.tsx';

const EMPTY = {
  title: 'Nothing to review yet',
  text: 'Your details appear here once you have chosen a plan and filled in your proposal.',
  to: '/health-insurance',
  linkText: 'Get health quotes',
};

/** /health/review-submit?journey_id={id} (spec 3 §2.1), the proposal's REVIEW_SUBMIT step; the id may come from the session. */
export default function ReviewSubmitRoute() {
  return (
    <JourneyRoute fromSession empty={EMPTY}>
      {(journeyId) => <ReviewPage journeyId={journeyId} />}
    </JourneyRoute>
  );
}
