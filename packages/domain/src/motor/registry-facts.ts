import { toDisplayDate } from '../validation/dates';

// Issue 45: a looked-up registration's facts are the registry's. The vehicle, the RTO, the registration date (which
// sets the vehicle's age, its IDV and the add-ons it may have), the current policy's end and a third-party cover
// running on past it (issue 48: not sold twice) cannot be declared otherwise: a quote, a journey's start and the proposal's vehicle step refuse a differing one, naming it.

/** A vehicle as the catalogue describes it: what the registry's record and the buyer's choice are compared on. */
export type RegistryVehicle = { make: string; model: string; variant: string; fuel: string };

/** What the registry records of a registration, the vehicle mapped to the catalogue (null where we carry none). */
export type RegistryRecord = {
  registration_number: string;
  vehicle: RegistryVehicle | null;
  rto_code: string;
  registration_date: string;
  policy_expiry: string | null;
  third_party_until: string | null;
};

/**
 * What a buyer declared of the vehicle: a quote's vehicle, RTO and dates. `policy_expiry` is the current policy's end,
 * null when the buyer declared none.
 */
export type DeclaredVehicle = {
  vehicle: RegistryVehicle;
  rto_code: string;
  registration_date: string | null;
  policy_expiry: string | null;
  third_party_until: string | null;
};

/** The facts compared, in the order the entry page shows them, each as the buyer reads its name. */
export const REGISTRY_FACTS = {
  make: 'make',
  model: 'model',
  fuel: 'fuel',
  variant: 'variant',
  rto_code: 'RTO',
  registration_date: 'registration date',
  policy_expiry: 'current policy’s end date',
  third_party_until: 'third-party cover’s end date',
} as const;
export type RegistryFact = keyof typeof REGISTRY_FACTS;

export type RegistryMismatch = { fact: RegistryFact; message: string };

const DATE_FACTS: readonly RegistryFact[] = ['registration_date', 'policy_expiry', 'third_party_until'];
const shown = (fact: RegistryFact, value: string | null) =>
  value === null ? 'none' : DATE_FACTS.includes(fact) ? toDisplayDate(value) : value;

/**
 * The first fact the buyer declared otherwise than the registry records it for this number, with what they are told
 * (the fact named, the registry's value and theirs), or null when they agree. The vehicle is compared only where
 * the registry's maps to our catalogue; a policy's end only where the registry records one.
 */
export function registryMismatch(record: RegistryRecord, declared: DeclaredVehicle): RegistryMismatch | null {
  const registered = record.vehicle;
  const pairs: [RegistryFact, string | null, string | null][] = [
    ...(registered
      ? (['make', 'model', 'fuel', 'variant'] as const).map((f): [RegistryFact, string, string] => [
          f,
          registered[f],
          declared.vehicle[f],
        ])
      : []),
    ['rto_code', record.rto_code, declared.rto_code],
    ['registration_date', record.registration_date, declared.registration_date],
  ];
  if (record.policy_expiry) pairs.push(['policy_expiry', record.policy_expiry, declared.policy_expiry]);
  if (record.third_party_until) pairs.push(['third_party_until', record.third_party_until, declared.third_party_until]);
  const differing = pairs.find(([, registered, given]) => registered !== given);
  if (!differing) return null;
  const [fact, onRecord, given] = differing;
  return {
    fact,
    message: `The vehicle registry records the ${REGISTRY_FACTS[fact]} of ${record.registration_number} as ${shown(fact, onRecord)}, not ${shown(fact, given)}. A vehicle is insured as registered: get a quote with its registered details.`,
  };
}

/** Why a proposal may not insure another number than the one its quote was looked up by. */
export const registrationNotQuoted = (quoted: string) =>
  `This quote is for ${quoted}, the number its details were looked up by. To insure another vehicle, get a quote for it.`;
