import { JourneyRoute } from '../../../shared/ui/journey-route.tsx';
import { TermProposalPage } from '../components/term-proposal-page.tsx';

const EMPTY = {
  title: 'No plan chosen yet',
  text: 'A proposal starts from a plan. Compare term plans and choose one to buy.',
  to: '/term-insurance',
  linkText: 'Get term quotes',
};

/** Issue 15: /term-insurance/proposal?journey_id={id}. */
export default function TermProposalRoute() {
  return <JourneyRoute empty={EMPTY}>{(journeyId) => <TermProposalPage journeyId={journeyId} />}</JourneyRoute>;
}
