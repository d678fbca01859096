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
  });

  it('is null when missing or not in shape', () => {
    for (const bad of [
      null,
      undefined,
      {},
      { entry: { ...entry, vehicleId: 4 } },
      { entry: { ...entry, registrationDate: '23/09/2024' } },
      { entry: { ...entry, previousPolicy: { expiryDate: 'x' } } },
    ])
      expect(readEntryState(bad)).toBeNull();
  });
});
