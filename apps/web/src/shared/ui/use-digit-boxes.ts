import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

/** The look every row of one-digit boxes shares (OTP, pincode); each adds its own state's colours. */
export const DIGIT_BOX = 'h-12 w-11 rounded-lg border-2 text-center text-xl font-semibold sm:h-14 sm:w-12';

/**
 * A row of `length` one-digit boxes (OTP, pincode): each box's input props (only the first offers the browser's
 * autofill), focus moved to a box within the row, the arrow keys between boxes, and the digits of a paste.
 * `focusFirst` puts the caret in the first box when the row appears.
 */
export function useDigitBoxes(length: number, autoComplete: string, focusFirst = false) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (focusFirst) boxes.current[0]?.focus();
  }, [focusFirst]);
  const focus = (index: number) => boxes.current[Math.min(Math.max(index, 0), length - 1)]?.focus();
  return {
    focus,
    box: (index: number) => ({
      ref: (el: HTMLInputElement | null) => {
        boxes.current[index] = el;
      },
      type: 'text',
      inputMode: 'numeric' as const,
      autoComplete: index === 0 ? autoComplete : 'off',
    }),
    /** ArrowLeft / ArrowRight move to the box beside, when there is one. */
    arrow: (index: number, e: KeyboardEvent<HTMLInputElement>) => {
      const to = e.key === 'ArrowLeft' ? index - 1 : e.key === 'ArrowRight' ? index + 1 : -1;
      if (to < 0 || to >= length) return;
      e.preventDefault();
      focus(to);
    },
    /** The pasted text's digits; the paste itself is taken over, so nothing lands in the box as typed. */
    pastedDigits: (e: ClipboardEvent<HTMLInputElement>) => {
      e.preventDefault();
      return e.clipboardData.getData('text').replace(/\D/g, '');
    },
  };
}
