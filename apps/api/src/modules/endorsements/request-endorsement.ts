import { randomUUID } from 'node:crypto';
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
import { InsurerRefused, InsurerUnavailable } from '../../providers/insurers/policy-connector.ts';
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
 * or by the job queue while it does not answer. A change the insurer prices waits for its price to be paid first
 * (pay-endorsement.ts).
 */
export async function requestEndorsement(
  deps: EndorsementDeps & { verticals: Verticals },
  policy: PolicyRow,
  journey: Journey,
  change: TEndorsementChange,
  now: Date,
): Promise<EndorsementRow> {
  // Lower-cased where it starts a phrase, its acronyms kept: 'insured declared value (IDV)'.
  const label = ENDORSEMENT_KIND_LABELS[change.kind].replace(/^./, (c) => c.toLowerCase());
  if (policy.cancelledAt) throw new AppError('CONFLICT', 'This policy is cancelled: it cannot be changed');
  if (indiaDate(now) > policy.endDate) throw new AppError('CONFLICT', 'This policy has ended: it cannot be changed');
  if (!kindsOf(deps.verticals, policy, journey).includes(change.kind))
    throw new AppError('CONFLICT', `This policy has no ${label} to change`);
  const withInsurer = await deps.insurers.cases.forJourney(journey.id);
  if (withInsurer?.status !== 'ISSUED' || !withInsurer.insurerRef)
    throw new AppError('CONFLICT', 'This policy cannot be changed online: please call us to make the change');

  const same = (row: EndorsementRow) => isDeepStrictEqual(ZEndorsementChange.parse(row.change), change);
  const values = { id: randomUUID(), policyId: policy.id, journeyId: journey.id, change };
  let priced;
  if (altersPremium(change.kind)) {
    const today = indiaDate(now);
    const last = await deps.endorsements.latestOfKind(policy.id, change.kind);
    if (last?.status === 'AWAITING_PAYMENT' && same(last)) {
      if (last.effectiveOn && last.effectiveOn > today) return last;
      // Its price was for an earlier day: the same change, priced again for today.
      const again = await quoteChange(deps, withInsurer.insurerId, withInsurer.insurerRef, { ...values, id: last.id });
      const requoted = await deps.endorsements.requote(last.id, again);
      if (requoted?.status === 'SENDING') return (await sendNowOrQueue(deps, requoted.id)) ?? requoted;
      return requoted ?? last;
    }
    if (last?.status === 'AWAITING_PAYMENT')
      throw new AppError(
        'CONFLICT',
        `A change of your ${label} waits for your payment: pay for it or withdraw it first`,
      );
    if (!(last && (last.status === 'SENDING' || last.status === 'APPROVED') && same(last)))
      priced = await quoteChange(deps, withInsurer.insurerId, withInsurer.insurerRef, values);
  }
  const { row, outcome } = await deps.endorsements.open(values, same, priced ?? undefined);
  if (outcome === 'same') return row;
  if (outcome === 'busy') throw new AppError('CONFLICT', `A change of your ${label} is already with the insurer`);
  if (row.status === 'AWAITING_PAYMENT') return row;
  return (await sendNowOrQueue(deps, row.id)) ?? row;
}

/**
 * The insurer's price of a change for the rest of the period (QUOTE: nothing is made), asked while the buyer waits:
 * its refusal is told in its words, its silence as a moment to try again. A change it makes at no cost (a price of 0 or
 * less) needs no payment: null, and it is sent as any other.
 */
async function quoteChange(
  deps: EndorsementDeps,
  insurerId: string,
  proposalId: string,
  values: { id: string; change: TEndorsementChange },
): Promise<{ premiumDifferencePaise: number; effectiveOn: string } | null> {
  const connector = deps.insurers.connectorOf(insurerId);
  if (!connector)
    throw new AppError('CONFLICT', 'This policy cannot be changed online: please call us to make the change');
  let answer;
  try {
    answer = await connector.requestEndorsement(proposalId, {
      broker_reference: values.id,
      mode: 'QUOTE',
      change: values.change,
      premium_difference_paise: 0,
    });
  } catch (err) {
    if (err instanceof InsurerRefused) throw new AppError('CONFLICT', err.words);
    if (err instanceof InsurerUnavailable)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The insurer did not answer just now. Please try again in a few minutes.',
      );
    throw err;
  }
  if (answer.status === 'DECLINED')
    throw new AppError('CONFLICT', `The insurer will not make this change${answer.reason ? `: ${answer.reason}` : ''}`);
  if (answer.premium_difference_paise <= 0 || !answer.effective_on) return null;
  return { premiumDifferencePaise: answer.premium_difference_paise, effectiveOn: answer.effective_on };
}
