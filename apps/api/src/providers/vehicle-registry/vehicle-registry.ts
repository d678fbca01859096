/** What a registry knows of a registered vehicle: enough to quote it without the buyer picking it from lists. */
export type RegisteredVehicle = {
  registration_number: string;
  /** The vehicle in our catalogue the registry's make, model and variant map to; null when we carry no such variant. */
  vehicle_id: string | null;
  rto_code: string;
  registration_date: string;
  /** The current policy's end, where the registry records it. */
  policy_expiry: string | null;
  /**
   * The end of a third-party cover running on past that policy (a vehicle bought new has 5 years for a two-wheeler,
   * 3 for a car), where the registry records one: such a vehicle is quoted own damage alone (issue 48).
   */
  third_party_until: string | null;
};

/**
 * Looks up a registration number. Providers: `sandbox` (a few made-up vehicles; nothing leaves the machine) and
 * `http` (a VAHAN data partner's REST API). An unknown number is null, not an error.
 */
export interface VehicleRegistry {
  readonly id: 'sandbox' | 'http';
  lookup(registrationNumber: string): Promise<RegisteredVehicle | null>;
}
