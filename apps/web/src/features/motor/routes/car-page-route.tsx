import { useParams, useSearchParams } from 'react-router';
import { PageNotFound } from '../../../shared/ui/page-not-found.tsx';
import { MotorProposalPage } from '../components/motor-proposal-page.tsx';
import { MotorQuoteListPage } from '../components/motor-quote-list-page.tsx';
import { MOTOR_KINDS, QUOTE_LIST_PAGE } from '../lib/motor-kind.ts';
import { MOTOR_PROPOSAL_PAGE } from '../lib/motor-proposal-path.ts';

/** /car-insurance/{Page}: the car quote list and a car's proposal; any other is not a page of ours. */
export default function CarPageRoute() {
  const { page } = useParams();
  const [params] = useSearchParams();
  const journeyId = params.get('journey_id');
  if (page === QUOTE_LIST_PAGE) return <MotorQuoteListPage config={MOTOR_KINDS.CAR} />;
  if (page === MOTOR_PROPOSAL_PAGE && journeyId)
    return <MotorProposalPage key={journeyId} journeyId={journeyId} pageKind="CAR" />;
  return <PageNotFound />;
}
