import { useParams, useSearchParams } from 'react-router';
import { PageNotFound } from '../../../shared/ui/page-not-found.tsx';
import { MotorProposalPage } from '../components/motor-proposal-page.tsx';
import { MotorQuoteListPage } from '../components/motor-quote-list-page.tsx';
import { MOTOR_KINDS, QUOTE_LIST_PAGE } from '../lib/motor-kind.ts';
import { MOTOR_PROPOSAL_PAGE } from '../lib/motor-proposal-path.ts';

/**
 * /bike-insurance/{Page}: the two-wheeler quote list, and a two-wheeler's proposal (the domain's MOTOR review address:
 * a car's journey opened here goes on to /car-insurance/proposal); any other is not a page of ours.
 */
export default function BikePageRoute() {
  const { page } = useParams();
  const [params] = useSearchParams();
  const journeyId = params.get('journey_id');
  if (page === QUOTE_LIST_PAGE) return <MotorQuoteListPage config={MOTOR_KINDS.TWO_WHEELER} />;
  if (page === MOTOR_PROPOSAL_PAGE && journeyId)
    return <MotorProposalPage key={journeyId} journeyId={journeyId} pageKind="TWO_WHEELER" />;
  return <PageNotFound />;
}
