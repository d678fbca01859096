import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';
import { PINCODE_LENGTH } from '@kavach/domain/validation/fields';
import { useTranslation } from 'react-i18next';
import { DIGIT_BOX, useDigitBoxes } from '../../../shared/ui/use-digit-boxes.ts';
import { NS } from '../i18n.ts';

export type PinStatus = 'idle' | 'checking' | 'valid' | 'invalid';

const BOX_TONE: Record<PinStatus, string> = {
  idle: 'border-slate-300 bg-white text-slate-900',
  checking: 'border-slate-300 bg-white text-slate-900',
  valid: 'border-green-600 bg-green-50 text-green-900',
  invalid: 'border-red-600 bg-red-50 text-red-900',
};

/**
 * docs/product/quotes.md §5: six single-digit boxes, digits only, paste accepted. Typing moves to the next box,
 * Backspace in an empty box goes back, and six pasted digits fill every box whichever box has focus.
 */
export function PincodeBoxes({
  digits,
  status,
  describedBy,
  onChange,
}: {
  digits: string[];
  status: PinStatus;
  describedBy?: string;
  onChange: (digits: string[]) => void;
}) {
  const { t } = useTranslation(NS);
  const { focus: focusBox, box, arrow, pastedDigits } = useDigitBoxes(PINCODE_LENGTH, 'postal-code');

  const fill = (from: number, text: string) => {
    const incoming = text.slice(0, PINCODE_LENGTH - from).split('');
    onChange(digits.map((d, i) => (i >= from && i < from + incoming.length ? (incoming[i - from] ?? d) : d)));
    focusBox(from + incoming.length);
  };

  const change = (index: number, e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    const typed = value.replace(/\D/g, '');
    if (/\D/.test(value) && typed.length <= 1) {
      // A letter or symbol was typed: drop it and stay on this box.
      onChange(digits.map((d, i) => (i === index ? typed : d)));
    } else if (typed.length === 0) {
      onChange(digits.map((d, i) => (i === index ? '' : d)));
    } else if (typed.length === 1 || (typed.length === 2 && digits[index])) {
      // One new digit; typed over an existing one, keep the digit just left of the caret.
      const caret = e.target.selectionStart ?? value.length;
      const digit =
        typed.length === 1 ? typed : /\d/.test(value.charAt(caret - 1)) ? value.charAt(caret - 1) : typed.charAt(1);
      onChange(digits.map((d, i) => (i === index ? digit : d)));
      if (index < PINCODE_LENGTH - 1) focusBox(index + 1);
    } else {
      fill(typed.length >= PINCODE_LENGTH ? 0 : index, typed); // autofill or a keyboard that inserts several digits
    }
  };

  const keyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      e.preventDefault();
      onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else arrow(index, e);
  };

  const paste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = pastedDigits(e);
    if (pasted) fill(pasted.length >= PINCODE_LENGTH ? 0 : index, pasted);
  };

  return (
    <div className="flex gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          {...box(index)}
          aria-label={t('pincode.digit', { number: index + 1 })}
          aria-invalid={status === 'invalid' ? true : undefined}
          aria-describedby={describedBy}
          value={digit}
          onChange={(e) => change(index, e)}
          onKeyDown={(e) => keyDown(index, e)}
          onPaste={(e) => paste(index, e)}
          onFocus={(e) => e.target.select()}
          className={`${DIGIT_BOX} transition-colors ${BOX_TONE[status]}`}
        />
      ))}
    </div>
  );
}
