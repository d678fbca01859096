import { namesMatch } from '@kavach/domain';
import type { CkycProvider } from './ckyc-provider.ts';

/**
 * A CKYC search service over HTTPS (a KYC registration agency's API, or an operator's own gateway in front of
 * CERSAI): a JSON POST of the PAN, authorised by an API key, answered with `{ "found": true | false }` and, when
 * found, the record's `name` and `dob` (YYYY-MM-DD). A record counts as the proposer's only when its name matches
 * and, where both are known, its date of birth: a service that answers without the name cannot confirm anyone.
 */
export function createHttpCkycProvider(opts: { url: string; apiKey: string }): CkycProvider {
  return {
    id: 'http',
    async search({ pan, full_name, dob }) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        body: JSON.stringify({ pan: pan.toUpperCase() }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`CKYC service answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { found?: unknown; name?: unknown; dob?: unknown } | null;
      if (typeof body?.found !== 'boolean') throw new Error('CKYC service answered without a "found" flag');
      if (!body.found || typeof body.name !== 'string' || !namesMatch(body.name, full_name)) return 'NOT_FOUND';
      const bornOn = typeof body.dob === 'string' ? body.dob : null;
      return bornOn && dob && bornOn !== dob ? 'NOT_FOUND' : 'FOUND';
    },
  };
}
