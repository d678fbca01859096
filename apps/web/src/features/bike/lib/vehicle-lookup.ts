import { BIKE_SEARCH_DELAY_MS } from '@kavach/domain';
import { normaliseRegistration, type TwoWheelerVehicleData } from '@kavach/domain/bike/vehicle-data';

/** What a registration lookup fills in: every stored field but the registration itself. */
export type VehicleDetails = Omit<TwoWheelerVehicleData, 'registrationNumber'>;

/**
 * Finds a bike's details from its registration: the details, or null when the registration is unknown.
 * Rejects with an AbortError when the signal aborts. A real registry (VAHAN through a partner) would
 * implement this same function; the form depends on nothing else.
 */
export type VehicleLookup = (registration: string, signal?: AbortSignal) => Promise<VehicleDetails | null>;

/**
 * spec 3 §4.15: the mock recognises exactly one registration. The entry page shows it as a hint, so a
 * visitor can see the prefilled form; every other value is "not found".
 */
export const DEMO_REGISTRATION = 'MH12AB1234';

const DEMO_VEHICLE: VehicleDetails = {
  make: 'Honda',
  model: 'Activa 6G',
  variant: 'Deluxe',
  fuelType: 'Petrol',
  rto: 'MH-12',
  purchaseDate: '2022-06-15',
};

/** spec 3 §4.15: waits 1.5 s, then finds only DEMO_REGISTRATION (compared without case or spaces). */
export const lookupVehicle: VehicleLookup = (registration, signal) =>
  new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new DOMException('Lookup cancelled', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve(normaliseRegistration(registration) === DEMO_REGISTRATION ? { ...DEMO_VEHICLE } : null);
    }, BIKE_SEARCH_DELAY_MS);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
