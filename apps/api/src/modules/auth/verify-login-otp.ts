import { ZFullName, type TAuthSessionResponse, type TVerifyLoginOtpRequest } from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import { rateLimited, type OtpDeps } from './generate-otp.ts';
import { otpMatches } from './otp-code.ts';
import type { OtpTry } from './repository.ts';
import { OTP_LIMITS, secondsUntilWindowFrees } from './otp-limits.ts';
import { startUserSession } from './start-user-session.ts';

export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Request a new code.';

const invalid = (message = 'The code is incorrect') => new AppError('UNAUTHORIZED', message);

/** Why a code may not even be compared, or null when it may: each wrong try is counted before its comparison. */
function tryRefusal(found: OtpTry | undefined, mobile: string): AppError | null {
  const request = found?.request;
  if (!found || !request || request.mobile !== mobile || request.consumedAt)
    return invalid('The code is incorrect or has expired');
  if (request.failedAttempts >= OTP_LIMITS.wrongTriesPerRequest)
    return rateLimited(TOO_MANY_WRONG_CODES, OTP_LIMITS.resendAfterMs / 1000);
  const { failures } = found;
  if (failures.count >= OTP_LIMITS.wrongTriesPerMobilePerWindow) {
    return rateLimited(
      'Too many wrong codes for this number. Please try again later.',
      secondsUntilWindowFrees(failures.oldestAt),
    );
  }
  if (request.expiresAt.getTime() < Date.now()) return invalid('This code has expired. Please request a new one.');
  return null;
}

/**
 * POST /v1/utility/auth/verify-login-otp. A code is good once, for its own request and mobile, for 5 minutes;
 * 5 wrong tries lock the request and 10 in an hour lock the mobile for the address that asked for those codes
 * (a resend does not reset the count; another address's guesses do not lock the owner out). A try is counted
 * before the code is compared, so guesses sent all at once get no more comparisons than guesses sent one by one.
 */
export async function verifyLoginOtp(
  deps: Omit<OtpDeps, 'sms'>,
  input: TVerifyLoginOtpRequest,
  caller: { sessionId: string | null; userAgent: string | null },
): Promise<TAuthSessionResponse> {
  const found = await deps.repo.claimOtpTry(
    input.otp_request_id,
    new Date(Date.now() - OTP_LIMITS.windowMs),
    (f) => tryRefusal(f, input.mobile_number) === null,
  );
  const refused = tryRefusal(found, input.mobile_number);
  if (refused || !found) throw refused ?? invalid();
  const { request } = found;
  if (!otpMatches(deps.secret, `${request.id}:${request.mobile}`, input.otp, request.codeHash)) {
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
