import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../../config.ts';
import { createHttpVehicleRegistry } from './http.ts';
import { createSandboxVehicleRegistry } from './sandbox.ts';
import { orFallBack } from '../fall-back.ts';
import type { RegisteredVehicle, VehicleRegistry } from './vehicle-registry.ts';

export type { RegisteredVehicle, VehicleRegistry } from './vehicle-registry.ts';

/** How long a registry's answer (a vehicle, or "no such number") is reused before the registry is asked again. */
export const REGISTRY_ANSWER_TTL_MS = 60 * 60_000;

/**
 * The one place the registry is chosen, from VEHICLE_REGISTRY_PROVIDER. A registry that fails counts as "not
 * found": the buyer then picks the vehicle from the lists instead of meeting a 500. Each lookup of a real registry
 * is a paid call, and a buyer goes back and forth between the entry page and the quotes: an answer is kept for an
 * hour in the process (a failure never is, so the next lookup asks again).
 */
export function createVehicleRegistry(config: AppConfig['vehicleRegistry'], log: FastifyBaseLogger): VehicleRegistry {
  const registry = config.provider === 'http' ? createHttpVehicleRegistry(config) : createSandboxVehicleRegistry();
  const answers = new LRUCache<string, { found: RegisteredVehicle | null }>({
    max: 10_000,
    ttl: REGISTRY_ANSWER_TTL_MS,
  });
  return {
    id: registry.id,
    lookup: async (number) => {
      const kept = answers.get(number);
      if (kept) return kept.found;
      return orFallBack(
        async () => {
          const found = await registry.lookup(number);
          answers.set(number, { found });
          return found;
        },
        null,
        log,
        'vehicle registry lookup failed; the buyer picks the vehicle instead',
      );
    },
  };
}
