import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_VERIFIED_DELAY_MS,
  ZVerifyLoginOtpRequest,
  type TAuthSessionResponse,
} from '@kavach/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { sessionStore } from '../lib/storage.ts';
import { generateOtp, verifyLoginOtp } from './otp-api.ts';
import { useCountdown } from './use-countdown.ts';

/** LOCKED: this code took its last wrong try (or the number is locked for now); only a new code helps. */
export type OtpState = 'idle' | 'verifying' | 'VERIFIED' | 'INVALID' | 'LOCKED';

// The two things the screen sends, each a form checked by the verify request's own fields: the name and mobile a
// code is sent for (Continue, Resend), then the code.
const ZSendCode = ZVerifyLoginOtpRequest.pick({ full_name: true, mobile_number: true });
const ZEnterCode = ZVerifyLoginOtpRequest.pick({ otp: true });
type TSendCode = z.output<typeof ZSendCode>;

/**
 * docs/product/proposal-kyc.md §4, §5, §8: mobile OTP login. The code auto-verifies once six digits are in;
 * AUTHENTICATED shows VERIFIED and moves on after 1 s, anything else shows INVALID. Send failures are only logged.
 */
export function useOtpLogin(
  initialName: string,
  onSignedIn: (session: TAuthSessionResponse) => void,
  onVerified: () => void,
) {
  const sendForm = useForm<z.input<typeof ZSendCode>, unknown, TSendCode>({
    resolver: zodResolver(ZSendCode),
    // The name box holds 50 characters: a longer saved name is cut as the box would cut typing.
    defaultValues: { full_name: initialName.slice(0, NAME_MAX_LENGTH), mobile_number: '' },
    // docs/product/proposal-kyc.md §2: the mobile's message shows on Continue and goes once the number is edited, not
    // checked as typed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const codeForm = useForm({ resolver: zodResolver(ZEnterCode), defaultValues: { otp: '' } });
  const mobile = useWatch({ control: sendForm.control, name: 'mobile_number' });
  const code = useWatch({ control: codeForm.control, name: 'otp' });
  const [requestId, setRequestId] = useState<string | null>(null);
  const [state, setState] = useState<OtpState>('idle');
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);
  // A code request the server refused for now (429): what it said, and the wait it named, counted down.
  const [sendRefusal, setSendRefusal] = useState<string | null>(null);
  const countdown = useCountdown();
  const sendWait = useCountdown();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async ({ mobile_number }: TSendCode) => {
    try {
      const res = await generateOtp(mobile_number);
      setSendRefusal(null);
      sessionStore.set('otp_request_id', res.otp_request_id);
      setRequestId(res.otp_request_id);
      codeForm.reset();
      setState('idle');
      countdown.restart(res.resend_after_seconds || OTP_RESEND_SECONDS);
    } catch (err) {
      console.error('OTP send failed', err);
      if (err instanceof ApiError && err.status === 400)
        sendForm.setError('mobile_number', { message: MESSAGES.MOBILE_INVALID });
      // Asked again within a minute (a reload after sending): the code already sent is still good for
      // five minutes, so its boxes open instead of leaving the buyer with nothing to type into.
      const stored = sessionStore.get('otp_request_id');
      if (err instanceof ApiError && err.status === 429 && stored && requestId === null) {
        setRequestId(stored);
        countdown.restart(OTP_RESEND_SECONDS);
      } else if (err instanceof ApiError && err.status === 429) {
        // Refused for now (a new code within the minute, or too many this hour): say so, and for how long.
        setSendRefusal(err.message);
        sendWait.restart(err.retryAfterSeconds ?? OTP_RESEND_SECONDS);
      }
    }
  };

  const verify = async ({ otp }: { otp: string }) => {
    if (!requestId) return setState('idle');
    const name = sendForm.getValues('full_name')?.trim();
    try {
      const session = await verifyLoginOtp({
        otp_request_id: requestId,
        otp,
        mobile_number: mobile,
        ...(name ? { full_name: name } : {}),
      });
      if (session.authentication_status !== 'AUTHENTICATED') return setState('INVALID');
      // The new session id replaces the old one at once: the old one no longer works (docs/decisions.md §4).
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
    codeForm.setValue('otp', digits);
    if (digits.length < OTP_LENGTH) return setState('idle');
    // At once, not after the form's check: a keystroke landing in between must not send the code a second time.
    setState('verifying');
    void codeForm.handleSubmit(verify, () => setState('idle'))();
  };

  const setMobile = (value: string) => {
    const digits = value.replace(/\D/g, '');
    if (digits === mobile) return;
    // A new number needs a new code: the one sent belongs to the old number.
    sendForm.setValue('mobile_number', digits);
    sendForm.clearErrors('mobile_number');
    setSendRefusal(null);
    setRequestId(null);
    codeForm.reset();
    setState('idle');
  };

  return {
    sendForm,
    mobile,
    setMobile,
    send: sendForm.handleSubmit(send),
    // True from the click on (react-hook-form marks the form submitting at once), so Continue and Resend are
    // disabled before a second click can send a second code.
    sending: sendForm.formState.isSubmitting,
    sent: requestId !== null,
    code,
    setCode,
    state,
    lockedMessage,
    resendIn: countdown.left,
    /** Why the last code request was refused, while its wait runs; null otherwise. */
    sendRefusal: sendWait.left > 0 ? sendRefusal : null,
    sendWaitSeconds: sendWait.left,
  };
}
