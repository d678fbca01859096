import type { z } from 'zod';
import type { ZRegistrationLookupResponse } from '@kavach/domain';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';

export type RegisteredVehicle = z.infer<typeof ZRegistrationLookupResponse>;

/** GET /v1/motor/registrations/{number}: the registry's record, or null when it does not know the number. */
export async function lookupRegistration(registration: string, signal: AbortSignal): Promise<RegisteredVehicle | null> {
  try {
    return await apiRequest<RegisteredVehicle>(`/v1/motor/registrations/${encodeURIComponent(registration)}`, {
      signal,
    });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
