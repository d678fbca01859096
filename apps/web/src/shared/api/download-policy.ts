import { VERTICAL_REGISTRY, policyFileName, type JourneyVertical } from '@kavach/domain';
import { saveBlob } from '../lib/save-file.ts';
import { sessionStore } from '../lib/storage.ts';

/**
 * docs/product/review-payment-term-bike.md §4.11: fetch the policy PDF (with the session header, so not a plain link)
 * and save it as 'health-policy-{policy number}.pdf' (term: 'term-policy-…') through a blob link. Throws when the
 * policy cannot be had.
 */
export async function downloadPolicy(
  journeyId: string,
  policyNumber: string | null | undefined,
  vertical: JourneyVertical,
): Promise<void> {
  const sessionId = sessionStore.get('session_id');
  const res = await fetch(
    `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/policy/download/${encodeURIComponent(journeyId)}`,
    {
      headers: { accept: 'application/pdf', ...(sessionId ? { 'x-session-id': sessionId } : {}) },
    },
  );
  if (!res.ok) throw new Error(`Policy download answered ${res.status}`);
  saveBlob(await res.blob(), policyFileName(policyNumber, vertical));
}
