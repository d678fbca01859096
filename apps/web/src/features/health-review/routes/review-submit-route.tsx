import { useSearchParams } from 'react-router';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { ReviewNotice } from '../../../shared/ui/review-notice.tsx';
import { ReviewPage } from '../components/review-page.tsx';

/** /health/review-submit?journey_id={id} (spec 3 §2.1), the proposal's REVIEW_SUBMIT step; the id may come from the session. */
export default function ReviewSubmitRoute() {
  const [params] = useSearchParams();
  const journeyId = params.get('journey_id') || sessionStore.get('journey_id');
  if (!journeyId) {
    return (
      <ReviewNotice
        title="Nothing to review yet"
        text="Your details appear here once you have chosen a plan and filled in your proposal."
        to="/health-insurance"
        linkText="Get health quotes"
      />
    );
  }
  // Keyed by journey, so opening another journey starts with its own state.
  return <ReviewPage key={journeyId} journeyId={journeyId} />;
}
