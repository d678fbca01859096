import { kycSummaryOf, type TKycSummary, type TTermUnderwriting } from '@kavach/domain';
import type { JourneyRow } from '../journeys/repository.ts';

/**
 * What the buyer confirmed, frozen (docs/decisions.md §4a): the priced cover and the people on it. A payment attempt
 * carries the snapshot it charges for, and the policy is issued from the paid attempt's copy, so a later edit
 * of the live journey can never reach a policy that was already paid for.
 */
// The journey columns a confirmation freezes: one list serves the type and the copy.
const SNAPSHOT_FIELDS = [
  'vertical',
  'planId',
  'insurerId',
  'quoteRequest',
  'addons',
  'premium',
  'proposer',
  'insuredMembers',
  'nominee',
  'contact',
  'medical',
] as const satisfies readonly (keyof JourneyRow)[];

/**
 * The terms a policy is sold on that its vertical reads from the catalogue, as they stood on the day of confirmation
 * (each vertical's `onRecord`): the schedule prints these, so a later catalogue cannot rewrite a contract already paid.
 */
export type OnRecord = {
  /** Term: what the underwriting made of the declaration, each loading's reason and the medical tests. */
  underwriting?: TTermUnderwriting;
  /** Health: the plan's waiting period for declared conditions. */
  pedWaitingMonths?: number;
};

export type JourneySnapshot = Pick<JourneyRow, (typeof SNAPSHOT_FIELDS)[number]> &
  OnRecord & {
    kyc: TKycSummary;
  };

/** A journey as it was paid for, with what its underwriting recorded at confirmation (absent on older policies). */
export type PaidJourney = JourneyRow & OnRecord;

export function snapshotJourney(
  journey: JourneyRow,
  kyc: JourneySnapshot['kyc'],
  onRecord: OnRecord = {},
): JourneySnapshot {
  const frozen = Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, journey[field]])) as Pick<
    JourneyRow,
    (typeof SNAPSHOT_FIELDS)[number]
  >;
  return { ...frozen, ...onRecord, kyc: kycSummaryOf(kyc) };
}

/**
 * The journey as it was paid for: the live row with the paid snapshot laid over it (policies from before snapshots:
 * the row).
 */
export function asPaid(journey: JourneyRow, snapshot: unknown): PaidJourney {
  if (!snapshot || typeof snapshot !== 'object') return journey;
  const { kyc: _kyc, ...frozen } = snapshot as JourneySnapshot;
  return { ...journey, ...frozen };
}
