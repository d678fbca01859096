import { useSearchParams } from 'react-router';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { ReviewNotice } from '../../../shared/ui/review-notice.tsx';
import { TermReviewPage } from '../components/term-review-page.tsx';

/** Issue 15: /term-insurance/review?journey_id={id}; the id may come from the session. */
export default function TermReviewRoute() {
  const [params] = useSearchParams();
  const journeyId = params.get('journey_id') || sessionStore.get('journey_id');
  if (!journeyId) {
    return (
      <ReviewNotice
        title="Nothing to review yet"
        text="Your details appear here once you have chosen a term plan and filled in your proposal."
        to="/term-insurance"
        linkText="Get term quotes"
      />
    );
  }
  return <TermReviewPage key={journeyId} journeyId={journeyId} />;
}
