import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { CkycAnswer, CkycProvider, CkycRegistry } from './ckyc-provider.ts';
import { createHttpCkycProvider } from './http.ts';
import { createSandboxCkycProvider } from './sandbox.ts';
import { orFallBack } from '../fall-back.ts';

export type { CkycAnswer, CkycProvider, CkycRegistry };

/**
 * The one place the CKYC provider is chosen, from CKYC_PROVIDER. A registry that fails or times out answers
 * UNREACHABLE, never a 500: the status shows CKYC pending and the buyer may prove identity with documents (OVD), but
 * the journey does not remember it as "not found" (modules/kyc/ckyc-memo.ts asks again after a short back-off).
 * Each search is a paid call: the same person asked about again while a search for them is on its way shares it.
 */
export function createCkycProvider(config: AppConfig['ckyc'], log: FastifyBaseLogger): CkycRegistry {
  const provider = config.provider === 'http' ? createHttpCkycProvider(config) : createSandboxCkycProvider();
  const inFlight = new Map<string, Promise<CkycAnswer>>();
  return {
    id: provider.id,
    search(input) {
      const key = JSON.stringify([input.pan.toUpperCase(), input.full_name, input.dob]);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const answer = orFallBack<CkycAnswer>(
        () => provider.search(input),
        'UNREACHABLE',
        log,
        'CKYC search failed; KYC continues with documents',
      ).finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
      return answer;
    },
  };
}
