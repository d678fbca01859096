import { indiaDate } from '@kavach/domain';
import type { TProposalSubmission } from '../../providers/insurers/policy-connector.ts';
import type { Verticals } from '../journeys/vertical.ts';
import type { PaidJourney } from '../payments/journey-snapshot.ts';
import { paidJourneyFromWire } from './paid-journey-from-wire.ts';
import { sandboxRenewalTerms } from './renewal-terms.ts';
import type { SandboxBook } from './sandbox-book.ts';
import { underwrite, type FirstDecision } from './underwrite.ts';

/** Why the sandbox declines a renewal submitted on terms it no longer gives (the broker refunds the premium). */
export const RENEWAL_TERMS_MOVED =
  'The renewal terms changed after they were quoted: please ask for the renewal terms again.';

/** A renewal's period as the sandbox keeps it beside the submission: the schedule's dates, not the day after issue. */
export type RenewalPeriod = { startDate: string; endDate: string };

/**
 * The sandbox insurer's decision on a renewal of one of its own policies (docs/insurers.md#renewal), by its documented
 * rules: its renewal terms are worked out again for the day, and the terms submitted (premium, outcome, first day,
 * inspection) must be theirs, else it is declined. A renewal is not underwritten again; a new policy (health past its grace) is, like any proposal; a lapsed
 * vehicle waits for its inspection. What it stores: the submission with the journey as renewed (the people as the
 * broker sent them, the cover and premium of the terms) and the renewal's period, which the schedule is issued from.
 */
export async function decideRenewal(
  deps: { verticals: Verticals; book: SandboxBook; now: Date },
  insurerId: string,
  submission: TProposalSubmission & { renewal_of: NonNullable<TProposalSubmission['renewal_of']> },
): Promise<{ decision: FirstDecision; stored: Record<string, unknown> }> {
  const asked = submission.renewal_of;
  const declined = (reason: string) => ({ decision: { status: 'DECLINED' as const, reason }, stored: submission });
  const expiring = await deps.book.find(insurerId, asked.proposal_id);
  if (expiring?.status !== 'ISSUED' || expiring.policyNumber !== asked.policy_number || !expiring.endDate)
    return declined(`The insurer holds no issued policy ${asked.policy_number} to renew`);
  const before = paidJourneyFromWire((expiring.submission as { paid_journey: Record<string, unknown> }).paid_journey);
  const issued = { proposalId: expiring.id, policyNumber: asked.policy_number, endDate: expiring.endDate };
  const renewal = sandboxRenewalTerms(deps.verticals, before, issued, { claim_in_year: asked.claim_in_year }, deps.now);
  if (typeof renewal === 'string') return declined(renewal);
  const { terms } = renewal;
  // Terms moved since they were quoted (a lapse overnight: a new policy, a later start, an inspection, a dearer premium).
  const quoted = [submission.premium_paise, asked.outcome, asked.cover_start, asked.inspection_required];
  const given = [terms.premium_paise, terms.outcome, terms.cover_start, terms.inspection_required];
  if (quoted.some((v, i) => v !== given[i])) return declined(RENEWAL_TERMS_MOVED);
  const sent = paidJourneyFromWire(submission.paid_journey);
  const renewed: PaidJourney = {
    ...sent,
    quoteRequest: renewal.renewed.quoteRequest,
    premium: renewal.renewed.premium,
  } as PaidJourney;
  const period: RenewalPeriod = { startDate: terms.cover_start, endDate: terms.cover_end };
  const decision: FirstDecision =
    terms.outcome === 'NEW_POLICY'
      ? underwrite(renewed, submission.premium_paise, indiaDate(deps.now))
      : terms.inspection_required
        ? { status: 'REFERRED', requirements: ['INSPECTION'] }
        : { status: 'ISSUED' };
  return {
    decision,
    stored: { ...submission, paid_journey: JSON.parse(JSON.stringify(renewed)), renewal_period: period },
  };
}
