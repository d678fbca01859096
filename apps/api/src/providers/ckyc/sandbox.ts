import type { CkycProvider } from './ckyc-provider.ts';

/** DESIGN.md §4 sandbox CKYC: a PAN whose fifth letter is K (ABCDK1234F) is "found in the registry". */
export function createSandboxCkycProvider(): CkycProvider {
  return {
    id: 'sandbox',
    async search({ pan }) {
      return pan.toUpperCase()[4] === 'K' ? 'FOUND' : 'NOT_FOUND';
    },
  };
}
