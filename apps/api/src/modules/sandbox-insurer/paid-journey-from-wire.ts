import { getTableColumns } from 'drizzle-orm';
import { ZJourneyVertical } from '@kavach/domain';
import { journeys } from '../../db/schema.ts';
import { journeyOf, type JourneyRecord } from '../journeys/journey.ts';
import type { PaidJourney } from '../payments/journey-snapshot.ts';

const DATE_FIELDS = Object.entries(getTableColumns(journeys))
  .filter(([, column]) => column.dataType === 'date')
  .map(([field]) => field);

/**
 * The paid journey a broker submitted, as the sandbox insurer reads it back from JSON: its moments as dates again, its
 * proposal read by its vertical's schema (which throws on one that does not read). The sandbox shares Kavach's
 * catalogue and schedule renderers (it is the demo's stand-in for the insurers whose products those describe), so it
 * reads the journey in Kavach's own shape.
 */
export function paidJourneyFromWire(wire: Record<string, unknown>): PaidJourney {
  ZJourneyVertical.parse(wire.vertical);
  const revived = Object.fromEntries(
    Object.entries(wire).map(([k, v]) => [k, DATE_FIELDS.includes(k) && typeof v === 'string' ? new Date(v) : v]),
  );
  // A wire boundary: the vertical is checked above and the proposal by journeyOf; the remaining columns are the
  // row's own, sent by the broker as it stored them.
  const paid = journeyOf(revived as JourneyRecord);
  const onRecord = wire as Pick<PaidJourney, 'underwriting' | 'pedWaitingMonths' | 'noClaimBonus' | 'renewal'>;
  return {
    ...paid,
    ...(onRecord.underwriting ? { underwriting: onRecord.underwriting } : {}),
    ...(onRecord.pedWaitingMonths !== undefined ? { pedWaitingMonths: onRecord.pedWaitingMonths } : {}),
    ...(onRecord.noClaimBonus !== undefined ? { noClaimBonus: onRecord.noClaimBonus } : {}),
    // A renewal's terms as bought: its bonus is what the next renewal starts from.
    ...(onRecord.renewal ? { renewal: onRecord.renewal } : {}),
  };
}
