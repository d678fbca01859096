import { MOBILE_LENGTH, NAME_MAX_LENGTH, type TAuthSessionResponse } from '@kavach/domain';
import { Controller } from 'react-hook-form';
import { Button } from '../ui/button.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { useOtpLogin, type OtpState } from './use-otp-login.ts';
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from '../ui/field-styles.ts';
import { OtpBoxes } from './otp-boxes.tsx';
import { StepCard } from '../ui/step-card.tsx';

const RESULT_TEXT: Record<OtpState, string> = {
  idle: '',
  verifying: 'Checking the code…',
  VERIFIED: '✓ Verified',
  INVALID: 'Invalid code. Please check it and try again.',
  // Replaced by the server's own words (how long a lock lasts differs): see below.
  LOCKED: 'Too many wrong codes. Request a new code.',
};

type Props = {
  initialName: string;
  focusTitle: boolean;
  onSignedIn: (session: TAuthSessionResponse) => void;
  onVerified: () => void;
};

/** docs/product/proposal-kyc.md §2 "OTP login screen". */
export function OtpStep({ initialName, focusTitle, onSignedIn, onVerified }: Props) {
  const otp = useOtpLogin(initialName, onSignedIn, onVerified);
  return (
    <StepCard title="Please provide your details" titleId="otp-title" focusTitle={focusTitle}>
      <p className="mt-2 text-sm text-slate-600">
        We will send a one-time code to your mobile to sign you in. You become the policyholder.
      </p>
      <form
        className="mt-6 max-w-md space-y-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (otp.mobile.length === MOBILE_LENGTH) void otp.send();
        }}
      >
        <div>
          <label htmlFor="otp-name" className={LABEL_CLASS}>
            Full name
          </label>
          <input
            id="otp-name"
            type="text"
            {...otp.sendForm.register('full_name')}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
            aria-describedby="otp-pan-note"
            className={INPUT_CLASS}
          />
          <p id="otp-pan-note" className={HINT_CLASS}>
            Ensure your name matches the PAN to avoid policy rejection.
          </p>
        </div>
        <div>
          <label htmlFor="otp-mobile" className={LABEL_CLASS}>
            Mobile number
          </label>
          <Controller
            control={otp.sendForm.control}
            name="mobile_number"
            render={({ field, fieldState }) => (
              <>
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3.5 mt-0.75 -translate-y-1/2 text-base text-slate-500"
                  >
                    +91
                  </span>
                  <input
                    id="otp-mobile"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    maxLength={MOBILE_LENGTH}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    // Digits only, and a new number clears the code sent to the old one.
                    onChange={(e) => otp.setMobile(e.target.value)}
                    onBlur={field.onBlur}
                    aria-invalid={fieldState.error ? true : undefined}
                    aria-describedby={fieldState.error ? 'otp-mobile-error' : undefined}
                    className={`${INPUT_CLASS} pl-12`}
                  />
                </div>
                <FieldError id="otp-mobile-error" message={fieldState.error?.message} />
              </>
            )}
          />
        </div>
        {!otp.sent && (
          // docs/product/proposal-kyc.md §2: Continue stays disabled until the phone holds exactly 10 characters.
          <Button
            type="submit"
            disabled={otp.mobile.length !== MOBILE_LENGTH || otp.sending || otp.sendRefusal !== null}
            className="w-full sm:w-auto sm:min-w-40"
          >
            {otp.sending ? 'Sending code…' : 'Continue'}
          </Button>
        )}
      </form>
      {otp.sendRefusal && (
        <p role="alert" className="mt-3 max-w-md text-sm font-semibold text-red-700">
          {otp.sendRefusal.replace(/\.?$/, '.')} You can ask again in {waitWords(otp.sendWaitSeconds)}.
        </p>
      )}
      {otp.sent && (
        <div className="mt-6 max-w-md space-y-3">
          <p id="otp-code-label" className={LABEL_CLASS}>
            Enter the 6-digit code sent to +91 {otp.mobile}
          </p>
          <OtpBoxes
            value={otp.code}
            onChange={otp.setCode}
            state={otp.state}
            labelledBy="otp-code-label"
            describedBy="otp-result"
          />
          <p
            id="otp-result"
            role="status"
            className={`min-h-5 text-sm font-semibold ${otp.state === 'VERIFIED' ? 'text-green-700' : otp.state === 'INVALID' || otp.state === 'LOCKED' ? 'text-red-700' : 'text-slate-600'}`}
          >
            {otp.state === 'LOCKED' ? (otp.lockedMessage ?? RESULT_TEXT.LOCKED) : RESULT_TEXT[otp.state]}
          </p>
          {otp.resendIn > 0 ? (
            <p className="text-sm text-slate-600">Resend code in {otp.resendIn}s</p>
          ) : (
            <button
              type="button"
              onClick={() => void otp.send()}
              disabled={otp.sending || otp.state === 'VERIFIED'}
              className="min-h-11 rounded-md text-sm font-semibold text-brand-700 hover:underline disabled:opacity-50"
            >
              Resend code
            </button>
          )}
        </div>
      )}
    </StepCard>
  );
}

/** A refusal's wait as a buyer reads it: seconds within two minutes, whole minutes (rounded up) beyond. */
function waitWords(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
