/** What a registry knows of a registered vehicle: enough to quote it without the buyer picking it from lists. */
export type RegisteredVehicle = {
  registration_number: string;
  /** The vehicle in our catalogue the registry's make, model and variant map to; null when we carry no such variant. */
  vehicle_id: string | null;
  rto_code: string;
  registration_date: string;
  /** The current policy's end, where the registry records it. */
  policy_expiry: string | null;
};

/**
 * Looks up a registration number. Providers: `sandbox` (a few made-up vehicles; nothing leaves the machine) and
 * `http` (a VAHAN data partner's REST API). An unknown number is null, not an error.
 */
export interface VehicleRegistry {
  readonly id: 'sandbox' | 'http';
  lookup(registrationNumber: string): Promise<RegisteredVehicle | null>;
}
