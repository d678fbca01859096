import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_REGISTRATION, lookupVehicle } from './vehicle-lookup.ts';

describe('the mock registration lookup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers only after 1.5 s, with the details of the one documented registration', async () => {
    let result: unknown = 'pending';
    void lookupVehicle('mh12 ab1234').then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(1499);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({
      make: 'Honda',
      model: 'Activa 6G',
      variant: 'Deluxe',
      fuelType: 'Petrol',
      rto: 'MH-12',
      purchaseDate: '2022-06-15',
    });
    expect(DEMO_REGISTRATION).toBe('MH12AB1234');
  });

  it('finds nothing for any other registration', async () => {
    const pending = lookupVehicle('DL01AB1234');
    await vi.advanceTimersByTimeAsync(1500);
    await expect(pending).resolves.toBeNull();
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pending = lookupVehicle(DEMO_REGISTRATION, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
