import {
  MESSAGES,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_VERIFIED_DELAY_MS,
  ZMobile,
  type TAuthSessionResponse,
} from '@kavach/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { sessionStore } from '../lib/storage.ts';
import { generateOtp, verifyLoginOtp } from './otp-api.ts';
import { useCountdown } from './use-countdown.ts';

/** LOCKED: this code took its last wrong try (or the number is locked for now); only a new code helps. */
export type OtpState = 'idle' | 'verifying' | 'VERIFIED' | 'INVALID' | 'LOCKED';

/**
 * spec 2 §4, §5, §8: mobile OTP login. The code auto-verifies once six digits are in; AUTHENTICATED
 * shows VERIFIED and moves on after 1 s, anything else shows INVALID. Send failures are only logged.
 */
export function useOtpLogin(
  initialName: string,
  onSignedIn: (session: TAuthSessionResponse) => void,
  onVerified: () => void,
) {
  const [name, setName] = useState(initialName);
  const [mobile, setMobileValue] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [code, setCodeValue] = useState('');
  const [state, setState] = useState<OtpState>('idle');
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);
  const countdown = useCountdown();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async () => {
    const parsed = ZMobile.safeParse(mobile);
    if (!parsed.success) return setMobileError(parsed.error.issues[0]?.message ?? MESSAGES.MOBILE_INVALID);
    setSending(true);
    try {
      const res = await generateOtp(mobile);
      sessionStore.set('otp_request_id', res.otp_request_id);
      setRequestId(res.otp_request_id);
      setCodeValue('');
      setState('idle');
      countdown.restart(res.resend_after_seconds || OTP_RESEND_SECONDS);
    } catch (err) {
      console.error('OTP send failed', err);
      if (err instanceof ApiError && err.status === 400) setMobileError(MESSAGES.MOBILE_INVALID);
      // Asked again within a minute (a reload after sending): the code already sent is still good for
      // five minutes, so its boxes open instead of leaving the buyer with nothing to type into.
      const stored = sessionStore.get('otp_request_id');
      if (err instanceof ApiError && err.status === 429 && stored && requestId === null) {
        setRequestId(stored);
        countdown.restart(OTP_RESEND_SECONDS);
      }
    } finally {
      setSending(false);
    }
  };

  const verify = async (otp: string) => {
    if (!requestId) return;
    setState('verifying');
    try {
      const session = await verifyLoginOtp({
        otp_request_id: requestId,
        otp,
        mobile_number: mobile,
        ...(name.trim() ? { full_name: name.trim() } : {}),
      });
      if (session.authentication_status !== 'AUTHENTICATED') return setState('INVALID');
      // The new session id replaces the old one at once: the old one no longer works (DESIGN.md §4).
      onSignedIn(session);
      setState('VERIFIED');
      timer.current = setTimeout(onVerified, OTP_VERIFIED_DELAY_MS);
    } catch (err) {
      console.error('OTP verify failed', err);
      if (err instanceof ApiError && err.status === 429) {
        setLockedMessage(err.message);
        return setState('LOCKED');
      }
      setState('INVALID');
    }
  };

  const setCode = (value: string) => {
    if (state === 'verifying' || state === 'VERIFIED' || state === 'LOCKED') return;
    const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH);
    setCodeValue(digits);
    setState('idle');
    if (digits.length === OTP_LENGTH) void verify(digits);
  };

  const setMobile = (value: string) => {
    const digits = value.replace(/\D/g, '');
    if (digits === mobile) return;
    // A new number needs a new code: the one sent belongs to the old number.
    setMobileValue(digits);
    setMobileError(null);
    setRequestId(null);
    setCodeValue('');
    setState('idle');
  };

  return {
    name,
    setName,
    mobile,
    setMobile,
    mobileError,
    sending,
    sent: requestId !== null,
    send,
    code,
    setCode,
    state,
    lockedMessage,
    resendIn: countdown.left,
  };
}
