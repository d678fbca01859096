import { policyFileName } from '@kavach/domain';
import { sessionStore } from '../../../shared/lib/storage.ts';

/**
 * spec 3 §4.11: fetch the policy PDF with the session header and save it as 'health-policy-{number}.pdf'.
 * (The payment pages have the same call; features do not share code with each other.)
 */
export async function downloadPolicy(journeyId: string, policyNumber: string): Promise<void> {
  const sessionId = sessionStore.get('session_id');
  const res = await fetch(`/v1/health/policy/download/${encodeURIComponent(journeyId)}`, { headers: { accept: 'application/pdf', ...(sessionId ? { 'x-session-id': sessionId } : {}) } });
  if (!res.ok) throw new Error(`Policy download answered ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = policyFileName(policyNumber);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
