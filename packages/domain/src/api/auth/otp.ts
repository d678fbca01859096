import { ZLanguage } from '../language';
import { z } from 'zod';
import { ZCount, ZRowId } from '../wire';
import { ZAuthenticationStatus } from '../../constants/proposal';
import { NAME_MAX_LENGTH, ZMobile, ZOtpCode } from '../../validation/fields';

// docs/product/proposal-kyc.md §7: POST /v1/utility/auth/generate-otp and POST /v1/utility/auth/verify-login-otp
// (docs/decisions.md §4).
export const ZGenerateOtpRequest = z
  .object({
    otp_destination: ZMobile,
    otp_purpose_code: z.literal('MOBILE_LOGIN', { error: 'Unknown OTP purpose' }),
  })
  .strict();
export type TGenerateOtpRequest = z.infer<typeof ZGenerateOtpRequest>;

export const ZGenerateOtpResponse = z.object({
  otp_request_id: z.string(),
  /** Seconds before a resend is accepted (docs/product/proposal-kyc.md §9: 60). */
  resend_after_seconds: ZCount,
  expires_in_seconds: ZCount,
});
export type TGenerateOtpResponse = z.infer<typeof ZGenerateOtpResponse>;

export const ZVerifyLoginOtpRequest = z
  .object({
    otp_request_id: z.uuid('Unknown OTP request'),
    otp: ZOtpCode,
    mobile_number: ZMobile,
    /** The name typed on the OTP screen; it becomes the account's name if it has none. */
    full_name: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  })
  .strict();
export type TVerifyLoginOtpRequest = z.infer<typeof ZVerifyLoginOtpRequest>;

/** The verified authentication response, stored by the browser as session_data (docs/product/quotes.md §3). */
export const ZAuthSessionResponse = z.object({
  authentication_status: ZAuthenticationStatus,
  /** A new session id: login rotates it (docs/decisions.md §4); the old one stops working. */
  session_id: z.string(),
  user_id: ZRowId,
  full_name: z.string().nullable(),
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  /** The language the account chose (docs/i18n.md); null before any choice. */
  language: ZLanguage.nullable(),
});
export type TAuthSessionResponse = z.infer<typeof ZAuthSessionResponse>;
