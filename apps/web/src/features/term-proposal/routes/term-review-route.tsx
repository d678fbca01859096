import { JourneyRoute } from '../../../shared/ui/journey-route.tsx';
import { TermReviewPage } from '../components/term-review-page.tsx';

const EMPTY = {
  title: 'Nothing to review yet',
  text: 'Your details appear here once you have chosen a term plan and filled in your proposal.',
  to: '/term-insurance',
  linkText: 'Get term quotes',
};

/** Issue 15: /term-insurance/review?journey_id={id}; the id may come from the session. */
export default function TermReviewRoute() {
  return (
    <JourneyRoute fromSession empty={EMPTY}>
      {(journeyId) => <TermReviewPage journeyId={journeyId} />}
    </JourneyRoute>
  );
}
