import { MOBILE_LENGTH, NAME_MAX_LENGTH, type TAuthSessionResponse } from '@kavach/domain';
import { Controller } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { Button } from '../ui/button.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { useOtpLogin, type OtpState } from './use-otp-login.ts';
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from '../ui/field-styles.ts';
import { OtpBoxes } from './otp-boxes.tsx';
import { StepCard } from '../ui/step-card.tsx';

const NS = englishNamespace('common', en);

const RESULT_TEXT = {
  idle: null,
  verifying: 'otp.checking',
  VERIFIED: 'otp.verified',
  INVALID: 'otp.invalid',
  // Replaced by the server's own words (how long a lock lasts differs): see below.
  LOCKED: 'otp.locked',
} as const satisfies Record<OtpState, string | null>;

type Props = {
  initialName: string;
  focusTitle: boolean;
  onSignedIn: (session: TAuthSessionResponse) => void;
  onVerified: () => void;
};

/** docs/product/proposal-kyc.md §2 "OTP login screen". */
export function OtpStep({ initialName, focusTitle, onSignedIn, onVerified }: Props) {
  const otp = useOtpLogin(initialName, onSignedIn, onVerified);
  const { t } = useTranslation(NS);
  const result = RESULT_TEXT[otp.state];
  return (
    <StepCard title={t('otp.title')} titleId="otp-title" focusTitle={focusTitle}>
      <p className="mt-2 text-sm text-slate-600">{t('otp.intro')}</p>
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
            {t('otp.fullName')}
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
            {t('otp.panNote')}
          </p>
        </div>
        <div>
          <label htmlFor="otp-mobile" className={LABEL_CLASS}>
            {t('otp.mobile')}
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
            {otp.sending ? t('otp.sending') : t('otp.continue')}
          </Button>
        )}
      </form>
      {otp.sendRefusal && (
        <p role="alert" className="mt-3 max-w-md text-sm font-semibold text-red-700">
          {t('otp.refusal', { refusal: sentence(otp.sendRefusal), wait: waitWords(t, otp.sendWaitSeconds) })}
        </p>
      )}
      {otp.sent && (
        <div className="mt-6 max-w-md space-y-3">
          <p id="otp-code-label" className={LABEL_CLASS}>
            {t('otp.codeLabel', { mobile: otp.mobile })}
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
            {otp.state === 'LOCKED' && otp.lockedMessage ? otp.lockedMessage : result && t(result)}
          </p>
          {otp.resendIn > 0 ? (
            <p className="text-sm text-slate-600">{t('otp.resendIn', { seconds: otp.resendIn })}</p>
          ) : (
            <button
              type="button"
              onClick={() => void otp.send()}
              disabled={otp.sending || otp.state === 'VERIFIED'}
              className="min-h-11 rounded-md text-sm font-semibold text-brand-700 hover:underline disabled:opacity-50"
            >
              {t('otp.resend')}
            </button>
          )}
        </div>
      )}
    </StepCard>
  );
}

/** A refusal's wait as a buyer reads it: seconds within two minutes, whole minutes (rounded up) beyond. */
function waitWords(t: TFunction<typeof NS>, seconds: number): string {
  if (seconds < 120) return t('otp.waitSeconds', { count: seconds });
  return t('otp.waitMinutes', { count: Math.ceil(seconds / 60) });
}

/** The server's refusal as a whole sentence, before ours: a full stop unless it ends in one (or a Hindi danda). */
const sentence = (text: string) => (/[.।]$/.test(text) ? text : `${text}.`);
