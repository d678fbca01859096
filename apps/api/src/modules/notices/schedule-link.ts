import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the link in an issued-policy e-mail works: a week; the account has the schedule for good. */
export const SCHEDULE_LINK_DAYS = 7;

const signature = (secret: string, policyId: string, expires: number) =>
  createHmac('sha256', secret).update(`policy-schedule\n${policyId}\n${expires}`).digest('hex');

/**
 * The issued-policy e-mail's download link (docs/product/notices.md): the schedule of one policy, to whoever
 * holds the link, until it expires. HMAC-signed with the app secret, so it names nothing it does not prove.
 */
export function scheduleLink(secret: string, baseUrl: string, policyId: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + SCHEDULE_LINK_DAYS * 86_400_000);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({ expires: String(expires), sig: signature(secret, policyId, expires) });
  return { url: `${baseUrl}/v1/policy-schedules/${policyId}?${query}`, expiresAt };
}

/** Whether a link's expiry and signature are the app's own for this journey, and it has not expired. */
export function verifyScheduleLink(
  secret: string,
  policyId: string,
  q: { expires: number; sig: string },
  now = new Date(),
): 'ok' | 'expired' | 'invalid' {
  const expected = Buffer.from(signature(secret, policyId, q.expires), 'hex');
  const given = Buffer.from(q.sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return q.expires < now.getTime() / 1000 ? 'expired' : 'ok';
}
