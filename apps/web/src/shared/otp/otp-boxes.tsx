import { OTP_LENGTH } from '@kavach/domain';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { DIGIT_BOX, useDigitBoxes } from '../ui/use-digit-boxes.ts';
import type { OtpState } from './use-otp-login.ts';

const NS = englishNamespace('common', en);

type Props = {
  value: string;
  onChange: (value: string) => void;
  state: OtpState;
  labelledBy: string;
  describedBy: string;
};

const TONE: Record<OtpState, string> = {
  idle: 'border-slate-300 focus:border-brand-600',
  verifying: 'border-slate-300 bg-slate-50',
  VERIFIED: 'border-green-600 bg-green-50 text-green-800',
  INVALID: 'border-red-600 bg-red-50 text-red-800',
  LOCKED: 'border-red-600 bg-red-50 text-red-800',
};

/**
 * Six one-digit boxes (docs/product/proposal-kyc.md §2): digits only, focus moves on as you type, paste keeps the first
 * six digits.
 */
export function OtpBoxes({ value, onChange, state, labelledBy, describedBy }: Props) {
  const { t } = useTranslation(NS);
  const { focus, box, arrow, pastedDigits } = useDigitBoxes(OTP_LENGTH, 'one-time-code', true);

  const type = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) return;
    // Typing over a code that was refused starts a new one: editing it digit by digit would send a whole
    // (wrong) code on every keystroke and spend the few tries a code has.
    if (state === 'INVALID') {
      onChange(digits.slice(0, OTP_LENGTH));
      return focus(digits.length);
    }
    // Several digits in one box come from autofill or a phone keyboard's suggestion: spread them on.
    const next = (value.slice(0, i) + digits + value.slice(i + digits.length)).slice(0, OTP_LENGTH);
    onChange(next);
    focus(i + digits.length);
  };
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const at = value[i] ? i : i - 1;
      if (at < 0) return;
      onChange(value.slice(0, at));
      focus(at);
    } else arrow(i, e);
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const digits = pastedDigits(e).slice(0, OTP_LENGTH);
    onChange(digits);
    focus(digits.length);
  };

  const locked = state === 'verifying' || state === 'VERIFIED' || state === 'LOCKED';
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-otp-state={state}
      className="flex gap-2 sm:gap-3"
    >
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          {...box(i)}
          aria-label={t('otp.digit', { index: i + 1, length: OTP_LENGTH })}
          aria-invalid={state === 'INVALID' || state === 'LOCKED' ? true : undefined}
          value={value[i] ?? ''}
          readOnly={locked}
          // A box that held a digit gets two: keep the one just typed. A box past the code's end fills
          // the first empty one, so the code never has gaps.
          onChange={(e) =>
            type(Math.min(i, value.length), e.target.value.replace(value[i] ?? '', '') || e.target.value)
          }
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          className={`${DIGIT_BOX} text-slate-900 ${TONE[state]}`}
        />
      ))}
    </div>
  );
}
