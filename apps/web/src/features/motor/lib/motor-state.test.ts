import { describe, expect, it } from 'vitest';
import { readEntryState } from './motor-state.ts';
import { ACTIVA_ENTRY } from './test-entry.ts';

const entry = ACTIVA_ENTRY;

describe('the entry in history state', () => {
  it('reads back what the entry page stored', () => {
    expect(readEntryState({ entry })).toEqual({ entry });
    expect(
      readEntryState({ entry: { ...entry, registrationDate: null, previousPolicy: null } })?.entry.registrationDate,
    ).toBeNull();
    // A history entry from before the third-party date was asked reads as having none.
    const { thirdPartyUntil: _none, ...older } = entry.previousPolicy!;
    expect(readEntryState({ entry: { ...entry, previousPolicy: older } })).toEqual({ entry });
  });

  it('is null when missing or not in shape', () => {
    for (const bad of [
      null,
      undefined,
      {},
      { entry: { ...entry, vehicleId: 4 } },
      { entry: { ...entry, registrationDate: '23/09/2024' } },
      { entry: { ...entry, previousPolicy: { expiryDate: 'x' } } },
      { entry: { ...entry, previousPolicy: { ...entry.previousPolicy, thirdPartyUntil: '22/09/2029' } } },
    ])
      expect(readEntryState(bad)).toBeNull();
  });
});
