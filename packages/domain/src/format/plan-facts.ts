import type { RoomRentType } from '../code-lists/cover';
import { DEFAULT_TERM_COVER_TILL_AGE } from '../constants/term';
import { formatIndianNumber } from './money';

// Issue 17: a card shows each plan's own facts where the spec put fixed texts (docs/decisions.md §4a). The labels live
// here; the figures come from the catalogue through the quote. A fact the catalogue does not give is left out.

export type PlanFact = { label: string; value: string };

const ROOM_RENT_FACTS: Readonly<Record<RoomRentType, string>> = {
  NO_ROOM_RENT_LIMIT: 'No limit',
  SINGLE_ROOM: 'Single private room',
  SHARED_ROOM: 'Shared room',
};

const claimsSettled = (ratio: number, year: string | null | undefined): PlanFact => ({
  label: 'Claims settled',
  value: `${ratio}%${year ? ` in ${year}` : ''} (IRDAI)`,
});

export function healthPlanFacts(q: {
  no_claim_bonus?: string | null;
  cashless_hospitals: number;
  room_rent_type: RoomRentType;
  co_payment_percent?: number | null;
  claim_settlement_ratio: number;
  claim_settlement_year?: string | null;
}): PlanFact[] {
  return [
    ...(q.no_claim_bonus ? [{ label: 'No claim bonus', value: q.no_claim_bonus }] : []),
    { label: 'Cashless hospitals', value: formatIndianNumber(q.cashless_hospitals) },
    { label: 'Room rent', value: ROOM_RENT_FACTS[q.room_rent_type] },
    ...(q.co_payment_percent ? [{ label: 'Co-payment', value: `${q.co_payment_percent}% of each claim` }] : []),
    claimsSettled(q.claim_settlement_ratio, q.claim_settlement_year),
  ];
}

/** Life cover facts only: never hospitals or room rent. */
export function termPlanFacts(q: {
  claim_settlement_ratio: number;
  claim_settlement_year?: string | null;
  rider_count?: number | null;
  /** Absent from quotes stored before the buyer could choose it: those ran to 65. */
  cover_till_age?: number | null;
}): PlanFact[] {
  return [
    claimsSettled(q.claim_settlement_ratio, q.claim_settlement_year),
    { label: 'Cover till age', value: String(q.cover_till_age ?? DEFAULT_TERM_COVER_TILL_AGE) },
    { label: 'Payout', value: 'Lump sum' },
    ...(q.rider_count ? [{ label: 'Riders', value: `${q.rider_count} to add` }] : []),
  ];
}
