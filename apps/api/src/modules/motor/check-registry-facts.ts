import {
  registryMismatch,
  type RegistryFact,
  type RegistryMismatch,
  type TMotorQuoteRequest,
  type VehicleKind,
} from '@kavach/domain';
import type { MotorCatalogue } from '@kavach/rating';
import type { RegisteredVehicle, VehicleRegistry } from '../../providers/vehicle-registry/index.ts';

/** The catalogue's vehicle a registry record names, or null when it names none we carry. */
export const registeredVehicle = (catalogue: MotorCatalogue, found: RegisteredVehicle) =>
  (found.vehicle_id && catalogue.vehiclesById.get(found.vehicle_id)) || null;

/** The quote's facts a registry record is compared on: the vehicle, the RTO and the dates. */
type DeclaredFacts = Pick<TMotorQuoteRequest, 'vehicle_id' | 'rto_code' | 'registration_date' | 'previous_policy'>;

/**
 * docs/product/review-payment-term-bike.md §5.6a: what a quote declares of `registrationNumber` against what the
 * registry records of it. Null when they agree, or when the registry does not know the number (or cannot be reached:
 * the registry provider then answers "not found", and the buyer's facts stand as for any vehicle entered by hand).
 * With it, the kind of vehicle the registry records, where our catalogue has it: the quote the buyer needs instead.
 */
export async function registryFactsProblem(
  deps: { registry: VehicleRegistry; catalogue: MotorCatalogue },
  registrationNumber: string,
  declared: DeclaredFacts,
): Promise<(RegistryMismatch & { registered_kind: VehicleKind | null }) | null> {
  const found = await deps.registry.lookup(registrationNumber);
  if (!found) return null;
  const chosen = deps.catalogue.vehiclesById.get(declared.vehicle_id);
  // A vehicle outside the catalogue is refused by the quote itself (VEHICLE_REQUIRED).
  if (!chosen) return null;
  const registered = registeredVehicle(deps.catalogue, found);
  const mismatch = registryMismatch(
    { ...found, vehicle: registered },
    {
      vehicle: chosen,
      rto_code: declared.rto_code,
      registration_date: declared.registration_date,
      policy_expiry: declared.previous_policy?.expiry_date ?? null,
      third_party_until: declared.previous_policy?.third_party_valid_until ?? null,
    },
  );
  return mismatch && { ...mismatch, registered_kind: registered?.kind ?? null };
}

/** The kind of vehicle the registry records `registrationNumber` as, or null when it or our catalogue does not know. */
export async function registeredKind(
  deps: { registry: VehicleRegistry; catalogue: MotorCatalogue },
  registrationNumber: string,
): Promise<VehicleKind | null> {
  const found = await deps.registry.lookup(registrationNumber);
  return (found && registeredVehicle(deps.catalogue, found)?.kind) ?? null;
}

/** The quote request's field each registry fact was declared in. */
export const QUOTE_FIELD_OF_FACT: Readonly<Record<RegistryFact, string>> = {
  make: 'vehicle_id',
  model: 'vehicle_id',
  variant: 'vehicle_id',
  fuel: 'vehicle_id',
  rto_code: 'rto_code',
  registration_date: 'registration_date',
  policy_expiry: 'previous_policy.expiry_date',
  third_party_until: 'previous_policy.third_party_valid_until',
};
