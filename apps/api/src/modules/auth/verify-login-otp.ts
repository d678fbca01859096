import { ZFullName, type TAuthSessionResponse, type TVerifyLoginOtpRequest } from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import { rateLimited, type OtpDeps } from './generate-otp.ts';
import { otpMatches } from './otp-code.ts';
import { OTP_LIMITS, secondsUntilWindowFrees } from './otp-limits.ts';
import { startUserSession } from './start-user-session.ts';

export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Request a new code.';

const invalid = (message = 'The code is incorrect') => new AppError('UNAUTHORIZED', message);

/**
 * POST /v1/utility/auth/verify-login-otp. A code is good once, for its own request and mobile, for 5 minutes;
 * 5 wrong tries lock the request and 10 in an hour lock the mobile for the address that asked for those codes
 * (a resend does not reset the count; another address's guesses do not lock the owner out).
 */
export async function verifyLoginOtp(
  deps: Omit<OtpDeps, 'sms'>,
  input: TVerifyLoginOtpRequest,
  caller: { sessionId: string | null; userAgent: string | null },
): Promise<TAuthSessionResponse> {
  const found = await deps.repo.findOtpRequestWithFailures(
    input.otp_request_id,
    new Date(Date.now() - OTP_LIMITS.windowMs),
  );
  const request = found?.request;
  if (!found || !request || request.mobile !== input.mobile_number || request.consumedAt)
    throw invalid('The code is incorrect or has expired');
  if (request.failedAttempts >= OTP_LIMITS.wrongTriesPerRequest)
    throw rateLimited(TOO_MANY_WRONG_CODES, OTP_LIMITS.resendAfterMs / 1000);
  const { failures } = found;
  if (failures.count >= OTP_LIMITS.wrongTriesPerMobilePerWindow) {
    throw rateLimited(
      'Too many wrong codes for this number. Please try again later.',
      secondsUntilWindowFrees(failures.oldestAt),
    );
  }
  if (request.expiresAt.getTime() < Date.now()) throw invalid('This code has expired. Please request a new one.');
  if (!otpMatches(deps.secret, `${request.id}:${request.mobile}`, input.otp, request.codeHash)) {
    await deps.repo.recordFailure(request.id);
    // The last allowed try says so at once, rather than leaving the buyer to find out with the right code.
    if (request.failedAttempts + 1 >= OTP_LIMITS.wrongTriesPerRequest)
      throw rateLimited(TOO_MANY_WRONG_CODES, OTP_LIMITS.resendAfterMs / 1000);
    throw invalid();
  }
  if (!(await deps.repo.consume(request.id))) throw invalid('The code is incorrect or has expired');

  const name = ZFullName.safeParse(input.full_name ?? '');
  const user = await deps.repo.findOrCreateUserByMobile(request.mobile, name.success ? name.data : null);
  return startUserSession(deps.repo, user, caller.sessionId, caller.userAgent);
}
