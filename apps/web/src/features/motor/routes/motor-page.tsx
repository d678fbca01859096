import type { VehicleKind } from '@kavach/domain';
import { useParams, useSearchParams } from 'react-router';
import { PageNotFound } from '../../../shared/ui/page-not-found.tsx';
import { MotorProposalPage } from '../components/motor-proposal-page.tsx';
import { MOTOR_PROPOSAL_PAGE } from '../lib/motor-proposal-path.ts';

/**
 * A vehicle's {Page} under its entry route other than its quote list (a route of its own): its proposal; any other is
 * not a page of ours.
 */
export function MotorPage({ kind }: { kind: VehicleKind }) {
  const { page } = useParams();
  const [params] = useSearchParams();
  const journeyId = params.get('journey_id');
  if (page === MOTOR_PROPOSAL_PAGE && journeyId)
    return <MotorProposalPage key={journeyId} journeyId={journeyId} pageKind={kind} />;
  return <PageNotFound />;
}
