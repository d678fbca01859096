import { isRecord, type MotorEntry } from '@kavach/domain';

/**
 * The entry travels in the page's history state, from the entry page to the quote list and back on Edit Details:
 * it survives a reload of either page and needs no storage key beyond the spec's.
 */
export type MotorListState = { entry: MotorEntry };

/**
 * The number a refused proposal sends the buyer to quote as registered (docs/decisions.md §2): the entry page looks it
 * up as it opens.
 */
export type MotorLookupState = { lookup: string };

/** The number to look up in a history state, or null when there is none. */
export function readLookupState(state: unknown): string | null {
  return isRecord(state) && typeof state.lookup === 'string' && state.lookup.trim() !== '' ? state.lookup : null;
}

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The entry in a history state, or null when there is none or it is not in shape. */
export function readEntryState(state: unknown): MotorListState | null {
  if (!isRecord(state) || !isRecord(state.entry)) return null;
  const e = state.entry;
  if (typeof e.vehicleId !== 'string' || typeof e.rtoCode !== 'string') return null;
  if (e.registrationDate !== null && !isDate(e.registrationDate)) return null;
  if (e.registrationNumber !== null && typeof e.registrationNumber !== 'string') return null;
  let previousPolicy: MotorEntry['previousPolicy'] = null;
  if (e.previousPolicy !== null) {
    const p = e.previousPolicy;
    if (!isRecord(p) || !isDate(p.expiryDate) || (p.claimLastYear !== 'YES' && p.claimLastYear !== 'NO')) return null;
    if (typeof p.claimFreeYears !== 'number' || !Number.isInteger(p.claimFreeYears) || p.claimFreeYears < 0)
      return null;
    const thirdPartyUntil = p.thirdPartyUntil ?? null;
    if (thirdPartyUntil !== null && !isDate(thirdPartyUntil)) return null;
    previousPolicy = {
      expiryDate: p.expiryDate,
      claimLastYear: p.claimLastYear,
      claimFreeYears: p.claimFreeYears,
      thirdPartyUntil,
    };
  }
  return {
    entry: {
      registrationNumber: e.registrationNumber,
      vehicleId: e.vehicleId,
      rtoCode: e.rtoCode,
      registrationDate: e.registrationDate,
      previousPolicy,
    },
  };
}
