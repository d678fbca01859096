import { randomUUID } from 'node:crypto';
import type { TGenerateOtpRequest, TGenerateOtpResponse } from '@kavach/domain';
import type { Language } from '@kavach/domain/i18n/languages';
import { textsIn } from '../../i18n/i18n.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SmsProvider } from '../../providers/sms/index.ts';
import { hashOtp, newOtpCode } from './otp-code.ts';
import { OTP_LIMITS, secondsUntilWindowFrees } from './otp-limits.ts';
import type { AuthRepository } from './repository.ts';

export type OtpDeps = { repo: AuthRepository; sms: SmsProvider; secret: string; sendsPerIpPerHour?: number };

export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/**
 * POST /v1/utility/auth/generate-otp: a fresh code by SMS, within the resend, per-mobile and per-IP limits.
 * Every refusal happens before anything is texted, and says in Retry-After when its lock ends by itself.
 */
export async function generateOtp(
  deps: OtpDeps,
  input: TGenerateOtpRequest,
  ip: string,
  // The page's language: the code comes in the words the buyer is reading (docs/i18n.md).
  language: Language = 'en',
): Promise<TGenerateOtpResponse> {
  const mobile = input.otp_destination;
  const now = Date.now();
  const windowStart = new Date(now - OTP_LIMITS.windowMs);
  // The resend wait (60 s) is inside the hour every other limit counts, so one read of that hour answers them all.
  const { latestAt, toMobile, wrong, fromAddress } = await deps.repo.sendWindow(mobile, ip, windowStart);
  if (latestAt && now - latestAt.getTime() < OTP_LIMITS.resendAfterMs) {
    throw rateLimited(
      'Please wait before asking for a new code',
      (OTP_LIMITS.resendAfterMs - (now - latestAt.getTime())) / 1000,
    );
  }
  if (toMobile.count >= OTP_LIMITS.sendsPerMobilePerWindow) {
    throw rateLimited(
      'Too many codes sent to this number. Please try again later.',
      secondsUntilWindowFrees(toMobile.oldestAt, now),
    );
  }
  // This address has typed too many wrong codes for the number: a new code would be refused at verify, so
  // the owner is not texted one.
  if (wrong.count >= OTP_LIMITS.wrongTriesPerMobilePerWindow) {
    throw rateLimited(
      'Too many wrong codes for this number. Please try again later.',
      secondsUntilWindowFrees(wrong.oldestAt, now),
    );
  }
  if (fromAddress.count >= (deps.sendsPerIpPerHour ?? OTP_LIMITS.sendsPerIpPerWindow)) {
    throw rateLimited(
      'Too many codes requested. Please try again later.',
      secondsUntilWindowFrees(fromAddress.oldestAt, now),
    );
  }
  const id = randomUUID();
  const code = newOtpCode();
  await deps.repo.insertOtpRequest({
    id,
    mobile,
    codeHash: hashOtp(deps.secret, `${id}:${mobile}`, code),
    ip,
    expiresAt: new Date(now + OTP_LIMITS.codeTtlMs),
  });
  try {
    await deps.sms.send({
      to: mobile,
      text: textsIn(language, 'notices')('loginCode.sms', { code }),
    });
  } catch {
    // The request still counts towards the limits: a failing gateway must not become a way around them.
    throw new AppError('SERVICE_UNAVAILABLE', 'The code could not be sent. Please try again.');
  }
  return {
    otp_request_id: id,
    resend_after_seconds: OTP_LIMITS.resendAfterMs / 1000,
    expires_in_seconds: OTP_LIMITS.codeTtlMs / 1000,
  };
}
