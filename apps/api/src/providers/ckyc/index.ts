import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { CkycProvider } from './ckyc-provider.ts';
import { createHttpCkycProvider } from './http.ts';
import { createSandboxCkycProvider } from './sandbox.ts';
import { orFallBack } from '../fall-back.ts';

export type { CkycProvider };

/**
 * The one place the CKYC provider is chosen, from CKYC_PROVIDER. A registry that fails or times out counts as
 * "not found": the buyer then proves identity with documents (OVD) instead of meeting a 500.
 */
export function createCkycProvider(config: AppConfig['ckyc'], log: FastifyBaseLogger): CkycProvider {
  const provider = config.provider === 'http' ? createHttpCkycProvider(config) : createSandboxCkycProvider();
  return {
    id: provider.id,
    search: (input) =>
      orFallBack(() => provider.search(input), 'NOT_FOUND', log, 'CKYC search failed; KYC continues with documents'),
  };
}
