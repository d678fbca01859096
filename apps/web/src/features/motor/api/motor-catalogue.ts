import type { VehicleKind } from '@kavach/domain';
import type { z } from 'zod';
import { ZMotorOptionsResponse, type ZMotorRto, type ZMotorVehicle } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export type MotorVehicle = z.infer<typeof ZMotorVehicle>;
export type MotorRto = z.infer<typeof ZMotorRto>;

// The lists change only when an operator replaces the catalogue; the server lets them be cached for 5 minutes.
const LIST_STALE_MS = 5 * 60_000;

/** GET /v1/motor/vehicles?kind=…: the vehicles the catalogue quotes, for the manual pickers. */
export const motorVehiclesQuery = (kind: VehicleKind) =>
  queryOptions({
    queryKey: ['motor', 'vehicles', kind],
    queryFn: ({ signal }) => apiRequest<MotorVehicle[]>(`/v1/motor/vehicles?kind=${kind}`, { signal }),
    staleTime: LIST_STALE_MS,
  });

/** GET /v1/motor/rtos: RTO codes with their city. */
export const motorRtosQuery = queryOptions({
  queryKey: ['motor', 'rtos'],
  queryFn: ({ signal }) => apiRequest<MotorRto[]>('/v1/motor/rtos', { signal }),
  staleTime: LIST_STALE_MS,
});

/** GET /v1/motor/options?kind=…: the voluntary deductibles and add-ons the operator's catalogue offers. */
export const motorOptionsQuery = (kind: VehicleKind) =>
  queryOptions({
    queryKey: ['motor', 'options', kind],
    queryFn: ({ signal }) => apiRequest(`/v1/motor/options?kind=${kind}`, { signal, schema: ZMotorOptionsResponse }),
    staleTime: LIST_STALE_MS,
  });
