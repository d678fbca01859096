import {
  kycSummaryOf,
  readProposal,
  type JourneyVertical,
  type TKycSummary,
  type TTermUnderwriting,
} from '@kavach/domain';
import type { TRenewalTerms } from '../../providers/insurers/policy-connector.ts';
import type { Journey } from '../journeys/journey.ts';

/**
 * What the buyer confirmed, frozen (docs/decisions.md §4a): the priced cover and the people on it. A payment attempt
 * carries the snapshot it charges for, and the policy is issued from the paid attempt's copy, so a later edit
 * of the live journey can never reach a policy that was already paid for.
 */
// The journey columns a confirmation freezes.
type SnapshotField = 'vertical' | 'planId' | 'insurerId' | 'quoteRequest' | 'addons' | 'premium' | 'proposal';

/**
 * The terms a policy is sold on that its vertical reads from the catalogue, as they stood on the day of confirmation
 * (each vertical's `onRecord`): the schedule prints these, so a later catalogue cannot rewrite a contract already paid.
 */
/**
 * Issue 47: the insurer's renewal terms a renewal journey was confirmed and paid on (renewals/renew-policy.ts), and the
 * policy it renews.
 */
export type RenewalOnRecord = Pick<
  TRenewalTerms,
  'outcome' | 'cover_start' | 'cover_end' | 'sum_insured' | 'ncb_percent' | 'waiting_periods' | 'inspection_required'
> & { of_policy_number: string; of_proposal_id: string; of_end_date: string; claim_in_year: boolean };

export type OnRecord = {
  /** Term: what the underwriting made of the declaration, each loading's reason and the medical tests. */
  underwriting?: TTermUnderwriting;
  /** Health: the plan's waiting period for declared conditions. */
  pedWaitingMonths?: number;
  /** Health: the plan's no-claim (cumulative) bonus as sold, in the catalogue's words; null where it states none. */
  noClaimBonus?: string | null;
  /** A renewal: the insurer's terms it was bought on. */
  renewal?: RenewalOnRecord;
};

export type JourneySnapshot = Pick<Journey, SnapshotField> &
  OnRecord & {
    kyc: TKycSummary;
  };

/** A journey as it was paid for, with what its underwriting recorded at confirmation (absent on older policies). */
export type PaidJourney<V extends JourneyVertical = JourneyVertical> = Journey<V> & OnRecord;

export function snapshotJourney(
  journey: Journey,
  kyc: JourneySnapshot['kyc'],
  onRecord: OnRecord = {},
): JourneySnapshot {
  const { vertical, planId, insurerId, quoteRequest, addons, premium, proposal } = journey;
  const frozen = { vertical, planId, insurerId, quoteRequest, addons, premium, proposal };
  return { ...frozen, ...onRecord, kyc: kycSummaryOf(kyc) };
}

/**
 * The journey as it was paid for: the live row with the paid snapshot laid over it, its proposal read by the journey's
 * vertical's schema (policies from before snapshots: the row).
 */
export function asPaid<V extends JourneyVertical>(journey: Journey<V>, snapshot: unknown): PaidJourney<V> {
  if (!snapshot || typeof snapshot !== 'object') return journey;
  const {
    kyc: _kyc,
    vertical: _vertical,
    proposal,
    ...frozen
  } = snapshot as Partial<Omit<JourneySnapshot, 'proposal'>> & { proposal?: unknown };
  // The snapshot is this journey's own (snapshotJourney), so its request is of the journey's vertical, as the
  // proposal its schema reads: joined here as journeyOf joins a row's.
  return { ...journey, ...frozen, ...readProposal(journey.vertical, proposal ?? journey.proposal) } as PaidJourney<V>;
}
