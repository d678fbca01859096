import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six random digits from the OS CSPRNG (docs/decisions.md §4). */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * An OTP is stored only as an HMAC keyed by the server secret and bound to its request and mobile: a copied
 * database cannot be brute-forced offline, and a code is worthless with any other request id.
 */
export function hashOtp(secret: string, requestScope: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${requestScope}:${code}`).digest('hex');
}

export function otpMatches(secret: string, requestScope: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashOtp(secret, requestScope, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
