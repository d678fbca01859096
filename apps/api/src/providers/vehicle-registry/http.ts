import { z } from 'zod';
import type { VehicleRegistry } from './vehicle-registry.ts';

const ZAnswer = z.object({
  vehicle_id: z.string().max(80).nullable(),
  rto_code: z.string().regex(/^[A-Z]{2}-\d{2}$/),
  registration_date: z.iso.date(),
  policy_expiry: z.iso.date().nullable(),
  // A partner that does not send it records none.
  third_party_until: z.iso.date().nullable().default(null),
});

/**
 * A VAHAN data partner over HTTPS: GET {url}/{registration number} with an API key, answered 404 for an unknown
 * number or with the vehicle mapped to our catalogue's ids (the partner's mapping, or the operator's gateway).
 */
export function createHttpVehicleRegistry(opts: { url: string; apiKey: string }): VehicleRegistry {
  return {
    id: 'http',
    async lookup(registrationNumber) {
      const res = await fetch(`${opts.url.replace(/\/$/, '')}/${encodeURIComponent(registrationNumber)}`, {
        headers: { authorization: `Bearer ${opts.apiKey}` },
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Vehicle registry answered ${res.status}`);
      const parsed = ZAnswer.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new Error('Vehicle registry answered in an unknown shape');
      return { registration_number: registrationNumber, ...parsed.data };
    },
  };
}
