import { isDeepStrictEqual } from 'node:util';
import {
  ENDORSEMENT_KIND_LABELS,
  ZEndorsementChange,
  altersPremium,
  endorsementKindsFor,
  indiaDate,
  type EndorsementKind,
  type TEndorsementChange,
} from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import { isJourneyOf, type Journey } from '../journeys/journey.ts';
import { verticalOf, type Verticals } from '../journeys/vertical.ts';
import { asPaid } from '../payments/journey-snapshot.ts';
import type { PolicyRow } from '../payments/repository.ts';
import type { EndorsementRow } from './repository.ts';
import { sendNowOrQueue, type EndorsementDeps } from './send-endorsement.ts';

/**
 * What this policy may have changed (packages/domain endorsementKindsFor): a nominee where its schedule has one (health
 * and term; motor when the owner-driver's accident cover is in it), an IDV where it insures the vehicle's own damage.
 */
export function kindsOf(verticals: Verticals, policy: PolicyRow, journey: Journey): EndorsementKind[] {
  const paid = asPaid(journey, policy.snapshot);
  const sumInsured = verticalOf(verticals, paid).policy.sumInsured?.(paid) ?? paid.premium.sum_insured ?? 0;
  const motor = isJourneyOf(paid, 'MOTOR');
  return endorsementKindsFor({
    vertical: paid.vertical,
    hasNominee: !motor || Boolean(paid.proposal.nominee),
    hasOwnDamage: motor && sumInsured > 0,
  });
}

/**
 * The buyer asks for a change to their issued policy (docs/product/endorsements.md): one open change of a kind at a
 * time; asked again as it was — a second tab, a replay — it is the same change, not a second. Sent to the insurer now,
 * or by the job queue while it does not answer. A change the insurer prices is not taken here yet.
 */
export async function requestEndorsement(
  deps: EndorsementDeps & { verticals: Verticals },
  policy: PolicyRow,
  journey: Journey,
  change: TEndorsementChange,
  now: Date,
): Promise<EndorsementRow> {
  const label = ENDORSEMENT_KIND_LABELS[change.kind].toLowerCase();
  if (policy.cancelledAt) throw new AppError('CONFLICT', 'This policy is cancelled: it cannot be changed');
  if (indiaDate(now) > policy.endDate) throw new AppError('CONFLICT', 'This policy has ended: it cannot be changed');
  if (!kindsOf(deps.verticals, policy, journey).includes(change.kind))
    throw new AppError('CONFLICT', `This policy has no ${label} to change`);
  if (altersPremium(change.kind))
    throw new AppError('CONFLICT', `A change of the ${label} is priced by the insurer: please call us to make it`);
  const withInsurer = await deps.insurers.cases.forJourney(journey.id);
  if (withInsurer?.status !== 'ISSUED')
    throw new AppError('CONFLICT', 'This policy cannot be changed online: please call us to make the change');

  const same = (row: EndorsementRow) => isDeepStrictEqual(ZEndorsementChange.parse(row.change), change);
  const { row, outcome } = await deps.endorsements.open({ policyId: policy.id, journeyId: journey.id, change }, same);
  if (outcome === 'same') return row;
  if (outcome === 'busy') throw new AppError('CONFLICT', `A change of your ${label} is already with the insurer`);
  return (await sendNowOrQueue(deps, row.id)) ?? row;
}
