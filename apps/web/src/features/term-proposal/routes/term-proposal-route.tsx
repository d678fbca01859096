import { useSearchParams } from 'react-router';
import { ReviewNotice } from '../../../shared/ui/review-notice.tsx';
import { TermProposalPage } from '../components/term-proposal-page.tsx';

/** Issue 15: /term-insurance/proposal?journey_id={id}. */
export default function TermProposalRoute() {
  const [params] = useSearchParams();
  const journeyId = params.get('journey_id');
  if (!journeyId) {
    return (
      <ReviewNotice
        title="No plan chosen yet"
        text="A proposal starts from a plan. Compare term plans and choose one to buy."
        to="/term-insurance"
        linkText="Get term quotes"
      />
    );
  }
  // Keyed by journey, so opening another journey starts its own state.
  return <TermProposalPage key={journeyId} journeyId={journeyId} />;
}
