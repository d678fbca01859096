import type { TAuthSessionResponse, TGenerateOtpResponse, TVerifyLoginOtpRequest } from '@kavach/domain';
import { apiRequest } from '../api/client.ts';

// docs/product/proposal-kyc.md §7: mobile OTP login (POST /v1/utility/auth/generate-otp and verify-login-otp).

export function generateOtp(mobile: string): Promise<TGenerateOtpResponse> {
  return apiRequest<TGenerateOtpResponse>('/v1/utility/auth/generate-otp', {
    method: 'POST',
    body: { otp_destination: mobile, otp_purpose_code: 'MOBILE_LOGIN' },
  });
}

export function verifyLoginOtp(body: TVerifyLoginOtpRequest): Promise<TAuthSessionResponse> {
  return apiRequest<TAuthSessionResponse>('/v1/utility/auth/verify-login-otp', { method: 'POST', body });
}
