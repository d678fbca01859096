import { panFitsSurname } from '@kavach/domain';
import type { CkycProvider } from './ckyc-provider.ts';

/**
 * docs/decisions.md §4 sandbox CKYC: a PAN whose fifth letter is K (ABCDK1234F) is "found in the registry" for a holder
 * whose surname begins with K, as a real PAN's fifth letter is its holder's surname initial (Rahul Kulkarni); for
 * anyone else the KYC rests on documents.
 */
export function createSandboxCkycProvider(): CkycProvider {
  return {
    id: 'sandbox',
    async search({ pan, full_name }) {
      return pan.toUpperCase()[4] === 'K' && panFitsSurname(pan, full_name) ? 'FOUND' : 'NOT_FOUND';
    },
  };
}
