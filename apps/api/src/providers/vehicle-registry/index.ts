import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createHttpVehicleRegistry } from './http.ts';
import { createSandboxVehicleRegistry } from './sandbox.ts';
import { orFallBack } from '../fall-back.ts';
import type { VehicleRegistry } from './vehicle-registry.ts';

export type { RegisteredVehicle, VehicleRegistry } from './vehicle-registry.ts';

/**
 * The one place the registry is chosen, from VEHICLE_REGISTRY_PROVIDER. A registry that fails counts as "not
 * found": the buyer then picks the vehicle from the lists instead of meeting a 500.
 */
export function createVehicleRegistry(config: AppConfig['vehicleRegistry'], log: FastifyBaseLogger): VehicleRegistry {
  const registry = config.provider === 'http' ? createHttpVehicleRegistry(config) : createSandboxVehicleRegistry();
  return {
    id: registry.id,
    lookup: (number) =>
      orFallBack(
        () => registry.lookup(number),
        null,
        log,
        'vehicle registry lookup failed; the buyer picks the vehicle instead',
      ),
  };
}
