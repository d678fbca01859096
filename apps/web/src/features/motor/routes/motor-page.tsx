import type { VehicleKind } from '@kavach/domain';
import { useParams, useSearchParams } from 'react-router';
import { PageNotFound } from '../../../shared/ui/page-not-found.tsx';
import { MotorProposalPage } from '../components/motor-proposal-page.tsx';
import { MotorQuoteListPage } from '../components/motor-quote-list-page.tsx';
import { MOTOR_KINDS, QUOTE_LIST_PAGE } from '../lib/motor-kind.ts';
import { MOTOR_PROPOSAL_PAGE } from '../lib/motor-proposal-path.ts';

/** A vehicle's {Page} under its entry route: its quote list and its proposal; any other is not a page of ours. */
export function MotorPage({ kind }: { kind: VehicleKind }) {
  const { page } = useParams();
  const [params] = useSearchParams();
  const journeyId = params.get('journey_id');
  if (page === QUOTE_LIST_PAGE) return <MotorQuoteListPage config={MOTOR_KINDS[kind]} />;
  if (page === MOTOR_PROPOSAL_PAGE && journeyId)
    return <MotorProposalPage key={journeyId} journeyId={journeyId} pageKind={kind} />;
  return <PageNotFound />;
}
