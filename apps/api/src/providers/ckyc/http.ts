import type { CkycProvider } from './ckyc-provider.ts';

/**
 * A CKYC search service over HTTPS (a KYC registration agency's API, or an operator's own gateway in front of
 * CERSAI): a JSON POST of the PAN, authorised by an API key, answered with `{ "found": true | false }`.
 */
export function createHttpCkycProvider(opts: { url: string; apiKey: string }): CkycProvider {
  return {
    id: 'http',
    async search({ pan }) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        body: JSON.stringify({ pan: pan.toUpperCase() }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`CKYC service answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { found?: unknown } | null;
      if (typeof body?.found !== 'boolean') throw new Error('CKYC service answered without a "found" flag');
      return body.found ? 'FOUND' : 'NOT_FOUND';
    },
  };
}
